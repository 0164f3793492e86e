import Foundation
import QuestUI
import Testing
@testable import QuestChecks

/// The most common list of an iOS course: a field whose Return adds a row, rows deleted by the system's swipe
/// (`.onDelete`) and reordered in Edit mode (`.onMove`), and a pull to refresh, driven as a lesson's check would.
private struct Errands: View {
    @State private var items = ["Bread", "Milk", "Stamps"]
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            List {
                TextField("New errand", text: $draft)
                    .onSubmit {
                        items.append(draft)
                        draft = ""
                    }
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
                items.insert("Fresh", at: 0)
            }
        }
    }
}

@MainActor @Suite("The check API: Return, swipe to delete, reorder and pull to refresh")
struct ListEditingTests {
    @Test("Return runs .onSubmit, the system's swipe Delete runs .onDelete for that row, a drag runs .onMove")
    func drives() async throws {
        struct ErrandsCheck: Check {
            func run(_ check: CheckContext) async throws {
                let screen = await check.screen(Errands())
                // The field above the ForEach is no row: rows are the errands.
                check.expect(screen.rows(), equals: ["Bread", "Milk", "Stamps"], "the start")
                try screen.type("Keys", into: "New errand")
                try screen.submit("New errand")
                check.expect(screen.rows(), equals: ["Bread", "Milk", "Stamps", "Keys"], "Return adds")
                check.expect(screen.text(in: "New errand"), equals: "", "and empties the field")
                try screen.swipe(row: 2, tap: "Delete")
                check.expect(screen.rows(), equals: ["Bread", "Stamps", "Keys"], "swiping row 2 deletes Milk")
                try screen.move(row: 3, to: 1)
                check.expect(screen.rows(), equals: ["Keys", "Bread", "Stamps"], "Keys dragged to the top")
                try screen.move(row: 1, to: 3)
                check.expect(screen.rows(), equals: ["Bread", "Stamps", "Keys"], "and back to the bottom")
                try await screen.refresh()
                check.expect(screen.rows().first, equals: "Bread", "the refresh is still loading")
                await screen.advance(by: .seconds(1))
                check.expect(screen.rows().first, equals: "Fresh", "a second later it has refreshed")
            }
        }
        let results = await ErrandsCheck().run()
        #expect(results.allSatisfy { !$0.failed }, "\(results.filter(\.failed).map { "\($0.name): \($0.expected) / \($0.actual)" })")
        #expect(results.count == 8)
    }

    @Test("a TabView with a selection is chosen like a picker, by its tabs' titles")
    func tabs() async throws {
        struct Tabs: View {
            @State private var tab = "trips"
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Trips", systemImage: "airplane", value: "trips") { Text("Your trips") }
                    Tab("Settings", systemImage: "gear", value: "settings") { Text("Your settings") }
                }
            }
        }
        struct TabsCheck: Check {
            func run(_ check: CheckContext) async throws {
                let screen = await check.screen(Tabs())
                try screen.choose("Settings")
                check.expect(screen.state("tab", as: String.self), equals: "settings", "choosing the Settings tab selects it")
            }
        }
        let results = await TabsCheck().run()
        #expect(results.count == 1 && results.allSatisfy { !$0.failed }, "\(results.map { "\($0.expected) / \($0.actual)" })")
    }

    @Test("a search suggestion fills the field and a scope narrows the rows")
    func suggestionsAndScopes() async throws {
        struct Trips: View {
            @State private var query = ""
            @State private var past = false
            let trips = [("Kyoto", false), ("Lisbon", true), ("Oslo", false)]
            var body: some View {
                NavigationStack {
                    List(trips.filter { (query.isEmpty || $0.0.contains(query)) && $0.1 == past }.map(\.0), id: \.self) { Text($0) }
                        .searchable(text: $query)
                        .searchSuggestions { Text("Kyoto").searchCompletion("Kyo") }
                        .searchScopes($past) {
                            Text("Upcoming").tag(false)
                            Text("Past").tag(true)
                        }
                }
            }
        }
        struct SearchCheck: Check {
            func run(_ check: CheckContext) async throws {
                let screen = await check.screen(Trips())
                try screen.chooseSuggestion("Kyoto")
                check.expect(screen.searchField?.text, equals: "Kyo", "the suggestion's completion fills the field")
                check.expect(screen.rows(), equals: ["Kyoto"], "and filters")
                try screen.clearSearch()
                try screen.chooseScope("Past")
                check.expect(screen.rows(), equals: ["Lisbon"], "the Past scope shows past trips")
            }
        }
        let results = await SearchCheck().run()
        #expect(results.count == 3 && results.allSatisfy { !$0.failed }, "\(results.map { "\($0.name): \($0.expected) / \($0.actual)" })")
    }

    @Test("a row with swipe actions offers only those, and a list without .onMove cannot be dragged")
    func refusals() throws {
        struct Plain: View {
            @State private var items = ["Bread", "Milk"]
            var body: some View {
                List(items, id: \.self) { item in
                    Text(item).swipeActions { Button("Archive") {} }
                }
            }
        }
        let host = ViewHost(Plain())
        #expect(throws: ViewHostError.self) { try host.swipe(row: 1, tap: "Delete") }
        #expect(throws: ViewHostError.self) { try host.move(row: 1, to: 2) }
        #expect(host.rows() == ["Bread", "Milk"])
    }
}
