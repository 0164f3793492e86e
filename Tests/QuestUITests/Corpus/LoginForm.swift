import SwiftUI

struct LoginView: View {
    enum Field: Hashable {
        case email
        case password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var rememberMe = true
    @State private var isLoggedIn = false
    @State private var errorMessage: String? = nil
    @FocusState private var focusedField: Field?

    var canSubmit: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .textContentType(.emailAddress)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                    SecureField("Password", text: $password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                        .onSubmit(logIn)
                    Toggle("Remember me", isOn: $rememberMe)
                } footer: {
                    if let errorMessage {
                        Text(errorMessage)
                            .foregroundColor(.red)
                    }
                }

                Button("Log In", action: logIn)
                    .disabled(!canSubmit)
            }
            .navigationTitle("Welcome")
            .onAppear {
                focusedField = .email
            }
            .fullScreenCover(isPresented: $isLoggedIn) {
                Text("Logged in as \(email)")
            }
        }
    }

    func logIn() {
        guard canSubmit else {
            errorMessage = "Check your email and password."
            return
        }
        errorMessage = nil
        isLoggedIn = true
    }
}

#Preview {
    LoginView()
}
