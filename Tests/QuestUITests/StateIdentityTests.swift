import QuestUI
import Testing

// @State is kept by structural identity: the same view at the same place keeps its value across re-renders of its
// parent; a view in another branch, another ForEach id, or with a new .id starts afresh.

struct Counter: View {
    let title: String
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(title): \(count)")
            Button("+1 \(title)") { count += 1 }
        }
    }
}

struct CounterBoard: View {
    @State private var showSecond = true
    @State private var names = ["a", "b"]
    @State private var generation = 0

    var body: some View {
        VStack {
            Counter(title: "first")
            if showSecond {
                Counter(title: "second")
            }
            ForEach(names, id: \.self) { name in
                Counter(title: name)
            }
            Counter(title: "reset").id(generation)
            Button("Toggle second") { showSecond.toggle() }
            Button("Reverse") { names.reverse() }
            Button("New generation") { generation += 1 }
        }
    }
}

@Suite("State identity") @MainActor
struct StateIdentityTests {
    private func texts(_ host: ViewHost) -> [String] {
        host.tree.descendants.filter { $0.kind == "Text" && $0.texts[0].contains(":") }.map { $0.texts[0] }
    }

    @Test("state survives re-renders of the parent")
    func stateSurvivesReRenders() throws {
        let host = ViewHost(CounterBoard())
        try host.tap(button: "+1 first")
        try host.tap(button: "+1 first")
        host.render()
        #expect(texts(host).first == "first: 2")
    }

    @Test("a view that leaves and returns starts afresh")
    func branchResetsState() throws {
        let host = ViewHost(CounterBoard())
        try host.tap(button: "+1 second")
        #expect(texts(host).contains("second: 1"))
        try host.tap(button: "Toggle second")
        #expect(!texts(host).contains { $0.hasPrefix("second") })
        try host.tap(button: "Toggle second")
        #expect(texts(host).contains("second: 0"))
    }

    @Test("ForEach keeps state with the element's id, not its position")
    func forEachStateFollowsIdentity() throws {
        let host = ViewHost(CounterBoard())
        try host.tap(button: "+1 a")
        try host.tap(button: "Reverse")
        #expect(texts(host).filter { $0.hasPrefix("a") || $0.hasPrefix("b") } == ["b: 0", "a: 1"])
    }

    @Test(".id(_:) with a new value resets the view's state")
    func explicitIdentityResets() throws {
        let host = ViewHost(CounterBoard())
        try host.tap(button: "+1 reset")
        #expect(texts(host).contains("reset: 1"))
        try host.tap(button: "New generation")
        #expect(texts(host).contains("reset: 0"))
    }

    @Test("nodes record the learner's file and line")
    func nodesRecordSourceLines() throws {
        let host = ViewHost(CounterBoard())
        let button = try #require(host.tree.descendants.first { $0.kind == "Button" })
        #expect(button.fileID == "QuestUITests/StateIdentityTests.swift")
        #expect(button.line == 14)
        #expect(button.path == "CounterBoard › VStack › Counter › HStack › Button")
    }
}
