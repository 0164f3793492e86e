import QuestUI
import Testing

// Lesson 22's exercise as a learner would write it: a list with an Add button, a Sort menu holding a Picker,
// a search field, and a computed filter.

struct Destination: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var nights: Int
}

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case nights = "Nights"
    case newest = "Newest"
    var id: Self { self }
}

struct DestinationList: View {
    @State private var destinations = [
        Destination(name: "Lisbon", nights: 4),
        Destination(name: "Kyoto", nights: 9),
        Destination(name: "Lima", nights: 6),
    ]
    @State private var query = ""
    @State private var sortOrder = SortOrder.newest

    private var visible: [Destination] {
        let matching = query.isEmpty ? destinations : destinations.filter { $0.name.localizedCaseInsensitiveContains(query) }
        switch sortOrder {
        case .name: return matching.sorted { $0.name < $1.name }
        case .nights: return matching.sorted { $0.nights > $1.nights }
        case .newest: return matching.reversed()
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visible) { destination in
                    HStack {
                        Text(destination.name)
                        Spacer()
                        Text("\(destination.nights) nights").foregroundStyle(.secondary)
                    }
                }
                .onDelete { offsets in
                    let ids = offsets.map { visible[$0].id }
                    destinations.removeAll { ids.contains($0.id) }
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Search destinations")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        destinations.append(Destination(name: "Oslo", nights: 3))
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    }
                }
            }
        }
    }
}

@Suite("Driving a searchable list with a toolbar") @MainActor
struct TripSearchListTests {
    @Test("rows narrow with each keystroke")
    func rowsNarrowWithEachKeystroke() throws {
        let host = ViewHost(DestinationList())
        #expect(host.searchField?.prompt == "Search destinations")

        #expect(host.rows() == ["Lima 6 nights", "Kyoto 9 nights", "Lisbon 4 nights"])
        let rowsPerKeystroke = try host.searchTexts(typing: "lis")
        #expect(rowsPerKeystroke == [
            ["Lima 6 nights", "Lisbon 4 nights"],
            ["Lima 6 nights", "Lisbon 4 nights"],
            ["Lisbon 4 nights"],
        ])
        #expect(host.searchField?.text == "lis")

        try host.clearSearch()
        try host.type("KY")
        #expect(host.rows() == ["Kyoto 9 nights"])
    }

    @Test("Add adds a row")
    func addAddsARow() throws {
        let host = ViewHost(DestinationList())
        try host.tap(button: "Add")
        #expect(host.rows() == ["Oslo 3 nights", "Lima 6 nights", "Kyoto 9 nights", "Lisbon 4 nights"])
        try host.tap(systemImage: "plus")
        #expect(host.rows().count == 5)
    }

    @Test("each sort option reorders the rows", arguments: [
        ("Name", ["Kyoto", "Lima", "Lisbon"]),
        ("Nights", ["Kyoto", "Lima", "Lisbon"]),
        ("Newest", ["Lima", "Kyoto", "Lisbon"]),
    ])
    func sortOptionReorders(option: String, expected: [String]) throws {
        let host = ViewHost(DestinationList())
        #expect(try host.menu("Sort") == ["Name", "Nights", "Newest"])
        try host.choose(option, inMenu: "Sort")
        #expect(host.rows().map { String($0.split(separator: " ")[0]) } == expected)
        #expect(try host.selection(ofPicker: "Sort by") == option)
    }

    @Test("the toolbar lists its items with placement, symbol, kind and source line")
    func toolbarItemsDescribeThemselves() throws {
        let host = ViewHost(DestinationList())
        let items = host.toolbarItems
        #expect(items.map(\.placement) == ["topBarTrailing", "topBarLeading"])
        #expect(items.map(\.label) == ["Add", "Sort"])
        #expect(items.map(\.systemImage) == ["plus", "arrow.up.arrow.down"])
        #expect(items.map(\.kind) == [.button, .menu])
        #expect(items[0].fileID == "QuestUITests/TripSearchListTests.swift")
        #expect(items[0].line > 0)
    }

    @Test("state survives re-renders and swipe-to-delete goes through onDelete")
    func deleteThroughOnDelete() throws {
        let host = ViewHost(DestinationList())
        try host.type("l")
        try host.deleteRow(at: 0)
        #expect(host.rows() == ["Lisbon 4 nights"])
        try host.clearSearch()
        #expect(host.rows() == ["Kyoto 9 nights", "Lisbon 4 nights"])
    }

    @Test("choosing a missing option names the menu and its options")
    func missingOption() throws {
        let host = ViewHost(DestinationList())
        let error = try #require(throws: ViewHostError.self) { try host.choose("Price", inMenu: "Sort") }
        #expect(error.message.contains("\"Name\", \"Nights\", \"Newest\""))
    }
}
