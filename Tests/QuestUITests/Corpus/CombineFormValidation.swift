import SwiftUI
import Combine

class SignUpViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published var isValid = false
    @Published var message = ""

    private var cancellableSet: Set<AnyCancellable> = []

    private var isUsernameValidPublisher: AnyPublisher<Bool, Never> {
        $username
            .debounce(for: 0.8, scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.count >= 3 }
            .eraseToAnyPublisher()
    }

    private var passwordsMatchPublisher: AnyPublisher<Bool, Never> {
        Publishers.CombineLatest($password, $confirmation)
            .map { password, confirmation in !password.isEmpty && password == confirmation }
            .eraseToAnyPublisher()
    }

    init() {
        isUsernameValidPublisher
            .combineLatest(passwordsMatchPublisher)
            .map { $0 && $1 }
            .receive(on: RunLoop.main)
            .assign(to: \.isValid, on: self)
            .store(in: &cancellableSet)

        passwordsMatchPublisher
            .dropFirst()
            .filter { !$0 }
            .map { _ in "Passwords don't match" }
            .assign(to: &$message)
    }
}

struct SignUpForm: View {
    @StateObject private var model = SignUpViewModel()

    var body: some View {
        Form {
            TextField("Username", text: $model.username)
            SecureField("Password", text: $model.password)
            SecureField("Confirm", text: $model.confirmation)
            Text(model.message).foregroundColor(.red)
            Button("Sign up") {}
                .disabled(!model.isValid)
        }
    }
}
