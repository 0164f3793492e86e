import SwiftUI

struct Repository: Identifiable, Decodable {
    let id: Int
    let name: String
    let stargazersCount: Int
}

@MainActor
final class RepoSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Repository] = []
    @Published private(set) var isSearching = false
    @Published var error: String?

    func search() async {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard term.count >= 2 else {
            results = []
            return
        }
        isSearching = true
        defer { isSearching = false }
        do {
            try await Task.sleep(for: .milliseconds(300))
            var components = URLComponents(string: "https://api.github.com/search/repositories")!
            components.queryItems = [URLQueryItem(name: "q", value: term)]
            let (data, _) = try await URLSession.shared.data(from: components.url!)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            struct Response: Decodable { let items: [Repository] }
            results = try decoder.decode(Response.self, from: data).items
        } catch is CancellationError {
            return
        } catch {
            self.error = error.localizedDescription
        }
    }
}

struct RepoSearchView: View {
    @StateObject private var model = RepoSearchModel()

    var body: some View {
        NavigationStack {
            List(model.results) { repo in
                HStack {
                    Text(repo.name)
                    Spacer()
                    Label("\(repo.stargazersCount)", systemImage: "star")
                        .labelStyle(.titleAndIcon)
                        .font(.caption)
                }
            }
            .overlay {
                if model.isSearching {
                    ProgressView()
                }
            }
            .navigationTitle("GitHub")
            .searchable(text: $model.query, prompt: "Repositories")
            .task(id: model.query) {
                await model.search()
            }
            .alert("Search failed", isPresented: .constant(model.error != nil)) {
                Button("OK") { model.error = nil }
            } message: {
                Text(model.error ?? "")
            }
        }
    }
}

#Preview {
    RepoSearchView()
}
