import SwiftUI

struct SignupFlowView: View {
    @State private var goToStepTwo = false
    @State private var username = ""

    var body: some View {
        NavigationView {
            VStack(spacing: 20) {
                TextField("Username", text: $username)
                    .padding()
                    .border(Color.gray)

                NavigationLink(destination: StepTwoView(username: username), isActive: $goToStepTwo) {
                    EmptyView()
                }

                Button("Continue") {
                    if !username.isEmpty {
                        goToStepTwo = true
                    }
                }

                NavigationLink("Terms of service", destination: Text("Be nice."))
                NavigationLink(destination: Text("Privacy policy")) {
                    Text("Privacy")
                        .underline()
                }
            }
            .padding()
            .navigationBarTitle("Sign up")
            .navigationBarHidden(false)
        }
    }
}

struct StepTwoView: View {
    let username: String
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text("Hello, \(username)!")
            Button("Go back") {
                self.presentationMode.wrappedValue.dismiss()
            }
        }
        .navigationBarTitle("Step 2", displayMode: .inline)
        .navigationBarBackButtonHidden(true)
    }
}

struct SignupFlowView_Previews: PreviewProvider {
    static var previews: some View {
        SignupFlowView()
    }
}
