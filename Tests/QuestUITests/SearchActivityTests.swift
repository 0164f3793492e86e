import QuestUI
import Testing

// `isSearching` as on an iPhone: the field is active from the first keystroke until the search is dismissed, whether
// or not it holds text; clearing the text (the ✕ button) leaves it active.

private struct SearchingList: View {
    let names = ["Lisbon", "Kyoto", "Oslo"]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            Results(names: names, query: query)
                .searchable(text: $query)
        }
    }
}

/// Reads `isSearching` where SwiftUI sets it: inside the searchable content.
private struct Results: View {
    let names: [String]
    let query: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        List {
            Text(isSearching ? "searching" : "idle")
            ForEach(isSearching && !query.isEmpty ? names.filter { $0.localizedCaseInsensitiveContains(query) } : names, id: \.self) { Text($0) }
            Button("Done") { dismissSearch() }
        }
    }
}

private struct PresentedSearch: View {
    @State private var query = ""
    @State private var presented = false

    var body: some View {
        NavigationStack {
            Results(names: ["Lisbon", "Kyoto"], query: query)
                .searchable(text: $query, isPresented: $presented)
                .toolbar { Button("Find") { presented = true } }
        }
    }
}

@Suite("isSearching: active from the first keystroke until the search is dismissed") @MainActor
struct SearchActivityTests {
    /// The line above the list's rows that says whether a search is active.
    private func status(_ host: ViewHost) -> String? {
        host.screen.allTexts.first { $0 == "idle" || $0 == "searching" }
    }

    @Test("idle at first; searching while text is typed and after it is cleared; idle again once dismissed")
    func activity() throws {
        let host = ViewHost(SearchingList())
        #expect(status(host) == "idle")
        try host.type("o")
        #expect(status(host) == "searching")
        try host.clearSearch()
        #expect(status(host) == "searching")
        #expect(host.rows() == ["Lisbon", "Kyoto", "Oslo"])
        try host.tap(button: "Done")
        #expect(status(host) == "idle")
    }

    @Test("isPresented starts the search, and typing presents it")
    func presented() throws {
        let host = ViewHost(PresentedSearch())
        #expect(status(host) == "idle")
        try host.tap(button: "Find")
        #expect(status(host) == "searching")
        try host.tap(button: "Done")
        #expect(status(host) == "idle")
        try host.type("k")
        #expect(status(host) == "searching")
    }
}
