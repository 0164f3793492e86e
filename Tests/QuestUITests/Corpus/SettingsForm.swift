import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsView: View {
    @AppStorage("username") private var username = ""
    @AppStorage("notifications") private var notificationsEnabled = true
    @AppStorage("theme") private var theme = Theme.system.rawValue
    @State private var volume = 0.5
    @State private var birthday = Date()
    @State private var showingResetAlert = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Username", text: $username)
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                }
                Section(header: Text("Preferences"), footer: Text("Changes apply immediately.")) {
                    Toggle(isOn: $notificationsEnabled) {
                        Text("Notifications")
                    }
                    Picker(selection: $theme, label: Text("Theme")) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme.rawValue)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Volume: \(Int(volume * 100))%")
                        Slider(value: $volume, in: 0...1)
                    }
                    Stepper("Font size", onIncrement: {}, onDecrement: {})
                }
                Section {
                    Button("Reset all settings") {
                        showingResetAlert = true
                    }
                    .foregroundColor(.red)
                }
            }
            .navigationBarTitle(Text("Settings"))
            .alert(isPresented: $showingResetAlert) {
                Alert(
                    title: Text("Reset settings?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Reset")) {
                        username = ""
                        notificationsEnabled = true
                    },
                    secondaryButton: .cancel()
                )
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
