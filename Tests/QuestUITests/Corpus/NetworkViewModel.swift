import SwiftUI

struct Post: Codable, Identifiable {
    let id: Int
    let title: String
    let body: String
}

@MainActor
class PostsViewModel: ObservableObject {
    @Published var posts: [Post] = []
    @Published var isLoading = false
    @Published var errorMessage: String?

    func fetchPosts() async {
        isLoading = true
        defer { isLoading = false }
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/posts") else { return }
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            posts = try JSONDecoder().decode([Post].self, from: data)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct PostsView: View {
    @StateObject private var viewModel = PostsViewModel()
    @State private var searchText = ""

    var filteredPosts: [Post] {
        if searchText.isEmpty { return viewModel.posts }
        return viewModel.posts.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isLoading {
                    ProgressView("Loading…")
                } else if let message = viewModel.errorMessage {
                    Text(message).foregroundColor(.red)
                } else {
                    List(filteredPosts) { post in
                        NavigationLink(destination: PostDetail(post: post)) {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(post.title).font(.headline).lineLimit(1)
                                Text(post.body).font(.subheadline).foregroundColor(.secondary).lineLimit(2)
                            }
                        }
                    }
                    .refreshable { await viewModel.fetchPosts() }
                }
            }
            .navigationTitle("Posts")
            .searchable(text: $searchText, prompt: "Search posts")
            .task { await viewModel.fetchPosts() }
        }
    }
}

struct PostDetail: View {
    let post: Post
    var body: some View {
        ScrollView {
            Text(post.body).padding()
        }
        .navigationTitle(post.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
