import SwiftUI

struct Tag: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

struct Snippet: Identifiable {
    let id = UUID()
    let title: String
    let tags: Set<String>
}

struct SnippetLibraryView: View {
    @State private var searchText = ""
    @State private var tokens: [Tag] = []
    @State private var suggestedTokens = [Tag(name: "swift"), Tag(name: "ui"), Tag(name: "async")]
    @State private var selectedSnippet: Snippet.ID?

    let snippets = [
        Snippet(title: "Debounce a search", tags: ["swift", "async"]),
        Snippet(title: "Card layout", tags: ["ui"]),
        Snippet(title: "Retry with backoff", tags: ["async"]),
    ]

    var filtered: [Snippet] {
        snippets.filter { snippet in
            tokens.allSatisfy { snippet.tags.contains($0.name) }
                && (searchText.isEmpty || snippet.title.localizedCaseInsensitiveContains(searchText))
        }
    }

    var body: some View {
        NavigationSplitView {
            List(filtered, selection: $selectedSnippet) { snippet in
                Text(snippet.title)
            }
            .searchable(text: $searchText, tokens: $tokens, suggestedTokens: $suggestedTokens, prompt: "Search snippets") { token in
                Text("#\(token.name)")
            }
            .navigationTitle("Snippets")
        } detail: {
            if let id = selectedSnippet, let snippet = snippets.first(where: { $0.id == id }) {
                VStack {
                    Text(snippet.title).font(.title)
                    HStack {
                        ForEach(snippet.tags.sorted(), id: \.self) { tag in
                            Text(tag)
                                .padding(4)
                                .background(.quaternary, in: RoundedRectangle(cornerRadius: 4))
                        }
                    }
                }
            } else {
                ContentUnavailableView("Pick a snippet", systemImage: "doc.text")
            }
        }
    }
}

#Preview {
    SnippetLibraryView()
}
