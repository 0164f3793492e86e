import QuestUI
import Testing

private struct SceneQuery: View {
    @SceneStorage("query") private var query = ""

    var body: some View {
        NavigationStack {
            List { Text(query.isEmpty ? "empty" : query) }
                .searchable(text: $query)
        }
    }
}

@Suite("@SceneStorage: each host is a scene of its own") @MainActor
struct SceneStorageTests {
    @Test("a value written on one screen is kept there, and a new screen starts from the default")
    func perScene() throws {
        let first = ViewHost(SceneQuery())
        try first.type("Oslo")
        #expect(first.rows() == ["Oslo"])
        let second = ViewHost(SceneQuery())
        #expect(second.rows() == ["empty"])
        #expect(first.rows() == ["Oslo"])
    }
}
