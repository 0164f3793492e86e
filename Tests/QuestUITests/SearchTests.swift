import QuestUI
import Testing

// Search fields with suggestions and completions, scopes, and tokens.

enum Shelf: String, CaseIterable, Identifiable {
    case all = "All", fiction = "Fiction", poetry = "Poetry"
    var id: Self { self }
}

struct Genre: Identifiable, Hashable {
    let id: String
}

struct BookSearch: View {
    let books = [("Dune", Shelf.fiction), ("Emma", Shelf.fiction), ("Odes", Shelf.poetry)]
    @State private var query = ""
    @State private var shelf = Shelf.all
    @State private var genres: [Genre] = [Genre(id: "classic")]

    var results: [String] {
        books.filter { shelf == .all || $0.1 == shelf }
            .map(\.0)
            .filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .searchable(text: $query, tokens: $genres, placement: .navigationBarDrawer(displayMode: .always), prompt: "Title") { genre in
                    Label(genre.id, systemImage: "tag")
                }
                .searchSuggestions {
                    Text("Dune").searchCompletion("Dune")
                    Text("Emma").searchCompletion("Emma")
                }
                .searchScopes($shelf) {
                    ForEach(Shelf.allCases) { Text($0.rawValue).tag($0) }
                }
        }
    }
}

@Suite("Search") @MainActor
struct SearchTests {
    @Test("the search field reports prompt, placement, suggestions, scopes and tokens")
    func fieldDescribesItself() throws {
        let host = ViewHost(BookSearch())
        let field = try #require(host.searchField)
        #expect(field.prompt == "Title")
        #expect(field.placement == "navigationBarDrawer")
        #expect(field.suggestions == ["Dune", "Emma"])
        #expect(field.scopes == ["All", "Fiction", "Poetry"])
        #expect(field.selectedScope == "All")
        #expect(field.tokens == ["classic"])
    }

    @Test("choosing a suggestion completes the search text")
    func suggestionCompletes() throws {
        let host = ViewHost(BookSearch())
        try host.chooseSuggestion("Emma")
        #expect(host.searchField?.text == "Emma")
        #expect(host.rows() == ["Emma"])
    }

    @Test("choosing a scope narrows the rows")
    func scopeNarrows() throws {
        let host = ViewHost(BookSearch())
        try host.chooseScope("Poetry")
        #expect(host.rows() == ["Odes"])
        #expect(host.searchField?.selectedScope == "Poetry")
    }

    @Test("the iOS 26 search-in-the-toolbar API compiles and leaves search and the toolbar working")
    func toolbarSearchAPI() throws {
        let host = ViewHost(ToolbarSearchTrips())
        #expect(host.searchField != nil)
        #expect(host.toolbarItems.map(\.label) == ["Add"])
        try host.type("ky")
        #expect(host.rows() == ["Kyoto"])
        try host.tap(button: "Add")
        #expect(host.tree.descendants.contains { $0.modifier("searchToolbarBehavior")?.arguments == ["minimize"] })
    }
}

/// A list whose search sits in the bottom bar, drawn minimized, as iOS 26 apps write it.
struct ToolbarSearchTrips: View {
    @State private var trips = ["Lisbon", "Kyoto"]
    @State private var query = ""
    @FocusState private var searching: Bool

    var body: some View {
        NavigationStack {
            List(trips.filter { query.isEmpty || $0.localizedStandardContains(query) }, id: \.self) { Text($0) }
                .searchable(text: $query)
                .searchToolbarBehavior(.minimize)
                .searchPresentationToolbarBehavior(.avoidHidingContent)
                .searchFocused($searching)
                .toolbar(removing: .title)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") { trips.append("Oslo") } }
                        .sharedBackgroundVisibility(.hidden)
                    DefaultToolbarItem(kind: .search, placement: .bottomBar)
                }
        }
    }
}
