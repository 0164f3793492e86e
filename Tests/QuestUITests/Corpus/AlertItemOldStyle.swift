import SwiftUI

struct AlertItem: Identifiable {
    let id = UUID()
    let title: Text
    let message: Text
    let dismissButton: Alert.Button
}

enum AlertContext {
    static let invalidEmail = AlertItem(title: Text("Invalid Email"),
                                        message: Text("Please check your email address."),
                                        dismissButton: .default(Text("OK")))
    static let saved = AlertItem(title: Text("Saved"),
                                 message: Text("Your profile was saved."),
                                 dismissButton: .default(Text("Great")))
}

struct AccountFormView: View {
    @State private var firstName = ""
    @State private var email = ""
    @State private var birthday = Date()
    @State private var extraNapkins = false
    @State private var frequentRefills = false
    @State private var alertItem: AlertItem?

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Personal Info")) {
                    TextField("First Name", text: $firstName)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                    DatePicker("Birthday", selection: $birthday, in: ...Date(), displayedComponents: .date)
                    Button {
                        save()
                    } label: {
                        Text("Save Changes")
                    }
                }
                Section(header: Text("Requests")) {
                    Toggle("Extra Napkins", isOn: $extraNapkins)
                    Toggle("Frequent Refills", isOn: $frequentRefills)
                }
                .toggleStyle(SwitchToggleStyle(tint: .green))
            }
            .navigationTitle("👤 Account")
        }
        .alert(item: $alertItem) { alertItem in
            Alert(title: alertItem.title, message: alertItem.message, dismissButton: alertItem.dismissButton)
        }
    }

    func save() {
        guard email.contains("@") else {
            alertItem = AlertContext.invalidEmail
            return
        }
        alertItem = AlertContext.saved
    }
}

struct AccountFormView_Previews: PreviewProvider {
    static var previews: some View {
        AccountFormView()
    }
}
