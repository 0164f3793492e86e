import SwiftUI

struct User: Codable, Identifiable {
    let id: Int
    let name: String
    let email: String
}

class UserListViewModel: ObservableObject {
    @Published var users = [User]()
    @Published var isLoading = false
    @Published var showError = false

    func fetchUsers() {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/users") else { return }
        isLoading = true
        URLSession.shared.dataTask(with: url) { data, response, error in
            DispatchQueue.main.async {
                self.isLoading = false
                if let data = data, let decoded = try? JSONDecoder().decode([User].self, from: data) {
                    self.users = decoded
                } else {
                    self.showError = true
                }
            }
        }.resume()
    }
}

struct UserListView: View {
    @StateObject var viewModel = UserListViewModel()
    @State private var showBanner = false

    var body: some View {
        NavigationView {
            List(viewModel.users) { user in
                VStack(alignment: .leading) {
                    Text(user.name).font(.headline)
                    Text(user.email).font(.subheadline).foregroundColor(.gray)
                }
            }
            .navigationTitle("Users")
            .navigationBarItems(trailing: Button("Reload") {
                viewModel.fetchUsers()
                showBanner = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    showBanner = false
                }
            })
            .overlay(alignment: .top) {
                if showBanner {
                    Text("Reloading…")
                        .padding(8)
                        .background(Color.yellow)
                        .cornerRadius(8)
                }
            }
            .alert(isPresented: $viewModel.showError) {
                Alert(title: Text("Could not load users"), dismissButton: .default(Text("OK")))
            }
        }
        .onAppear {
            viewModel.fetchUsers()
        }
    }
}

struct UserListView_Previews: PreviewProvider {
    static var previews: some View {
        UserListView()
    }
}
