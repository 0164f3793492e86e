import SwiftUI

struct NotificationSettings {
    var enabled = true
    var sound = true
    var quietHoursStart = Calendar.current.date(bySettingHour: 22, minute: 0, second: 0, of: .now) ?? .now
    var quietHoursEnd = Calendar.current.date(bySettingHour: 7, minute: 0, second: 0, of: .now) ?? .now
    var frequency = Frequency.daily

    enum Frequency: String, CaseIterable, Identifiable {
        case instantly, hourly, daily, weekly
        var id: Self { self }
    }
}

struct SettingsRootView: View {
    @State private var notifications = NotificationSettings()
    @AppStorage("username") private var username = "guest"
    @AppStorage("useMetric") private var useMetric = true
    @State private var showingSignOut = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink {
                        AccountScreen(username: $username)
                    } label: {
                        HStack {
                            Image(systemName: "person.crop.circle.fill")
                                .font(.largeTitle)
                                .foregroundStyle(.tint)
                            VStack(alignment: .leading) {
                                Text(username).font(.headline)
                                Text("Account, password").font(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notifications.enabled)
                    if notifications.enabled {
                        Toggle("Sound", isOn: $notifications.sound)
                        Picker("Summary", selection: $notifications.frequency) {
                            ForEach(NotificationSettings.Frequency.allCases) { frequency in
                                Text(frequency.rawValue.capitalized)
                            }
                        }
                        DatePicker("Quiet from", selection: $notifications.quietHoursStart, displayedComponents: .hourAndMinute)
                        DatePicker("Quiet until", selection: $notifications.quietHoursEnd, displayedComponents: .hourAndMinute)
                    }
                }
                Section("Units") {
                    Toggle("Metric", isOn: $useMetric)
                }
                Section {
                    Button("Sign Out", role: .destructive) {
                        showingSignOut = true
                    }
                }
            }
            .navigationTitle("Settings")
            .animation(.default, value: notifications.enabled)
            .alert("Sign out?", isPresented: $showingSignOut) {
                Button("Sign Out", role: .destructive) { username = "guest" }
            }
        }
    }
}

struct AccountScreen: View {
    @Binding var username: String
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .textInputAutocapitalization(.never)
            SecureField("New password", text: $password)
            Button("Change Password") {
                password = ""
            }
            .disabled(password.count < 8)
        }
        .navigationTitle("Account")
    }
}

#Preview {
    SettingsRootView()
}
