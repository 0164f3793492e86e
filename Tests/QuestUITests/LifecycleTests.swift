import QuestUI
import Testing

// onAppear, task and onChange run when the host says so, and their state changes re-render the view.

@MainActor @Observable final class Feed {
    var items: [String] = []
    func load() async { items = ["first", "second"] }
}

struct FeedView: View {
    @State private var feed = Feed()
    @State private var appearances = 0
    @State private var filter = ""
    @State private var changes: [String] = []

    var body: some View {
        VStack {
            List {
                Section("Appeared \(appearances)") {
                    ForEach(feed.items, id: \.self) { Text($0) }
                }
            }
            TextField("Filter", text: $filter)
            Text("Changes: \(changes.joined(separator: ","))")
        }
        .onAppear { appearances += 1 }
        .task { await feed.load() }
        .onChange(of: filter) { old, new in changes.append("\(old)→\(new)") }
    }
}

struct StoredResultsView: View {
    @State private var trips = ["Lisbon", "Oslo"]
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        List(results, id: \.self) { Text($0) }
            .onChange(of: query, initial: true) { results = trips.filter { query.isEmpty || $0.contains(query) } }
    }
}

@Suite("Lifecycle") @MainActor
struct LifecycleTests {
    @Test("onChange(of:initial: true) runs once when the view appears, as on iOS 17")
    func onChangeInitial() async {
        let host = ViewHost(StoredResultsView())
        #expect(host.rows().isEmpty)
        await host.appear()
        await host.appear()
        #expect(host.rows() == ["Lisbon", "Oslo"])
    }

    @Test("appear() runs onAppear once and awaits task")
    func appearRunsOnce() async {
        let host = ViewHost(FeedView())
        #expect(host.rows().isEmpty)
        await host.appear()
        await host.appear()
        #expect(host.rows() == ["first", "second"])
        #expect(host.tree.first("Section")?.texts == ["Appeared 1"])
    }

    @Test("onChange sees the old and new values")
    func onChangeRuns() throws {
        let host = ViewHost(FeedView())
        try host.enter("a", inField: "Filter")
        try host.enter("ab", inField: "Filter")
        #expect(host.tree.descendants.contains { $0.texts == ["Changes: →a,a→ab"] })
    }
}

struct SearchTaskView: View {
    @State private var query = "a"
    @State private var runs: [String] = []

    var body: some View {
        VStack {
            Text("Runs: \(runs.joined(separator: ","))")
            Button("Next") { query += "b" }
        }
        .task(id: query) { runs.append(query) }
    }
}

struct EditableList: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        NavigationStack {
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
                .toolbar { EditButton() }
        }
    }
}

@Suite("Lifecycle: task ids and edit mode") @MainActor
struct TaskIdentityTests {
    @Test("task(id:) runs again when its id changed")
    func taskRerunsOnNewID() async throws {
        let host = ViewHost(SearchTaskView())
        await host.appear()
        try host.tap(button: "Next")
        await host.appear()
        await host.appear()
        #expect(host.tree.allTexts.first == "Runs: a,ab")
    }

    @Test("EditButton toggles the environment's edit mode")
    func editButtonTogglesEditMode() throws {
        let host = ViewHost(EditableList())
        #expect(host.tree.allTexts == ["browsing"])
        try host.tap(button: "Edit")
        #expect(host.tree.allTexts == ["editing"])
        #expect(host.toolbarItems.first?.label == "Done")
    }
}
