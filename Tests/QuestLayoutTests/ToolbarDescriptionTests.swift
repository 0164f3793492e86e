import Testing
@testable import QuestLayout

@Suite("Toolbar descriptions")
struct ToolbarDescriptionTests {
    static let listToolbar = """
        exercise: list-toolbar-search
        title: Trips
        search: Search trips
        devices: iphone-se, iphone, ipad
        - Sort: menu, placement topBarLeading
        - Add: symbol plus, placement primaryAction, priority high
        - Reverse: symbol arrow.up.arrow.down, placement topBarTrailing, priority low
        - Export: in ToolbarOverflowMenu
        """

    @Test("a description reads settings and items in declaration order")
    func readsEverything() {
        let (description, problems) = ToolbarDescription.parse(Self.listToolbar)
        #expect(problems.isEmpty)
        #expect(description.exercise == "list-toolbar-search")
        #expect(description.context.title == "Trips")
        #expect(description.context.search?.prompt == "Search trips")
        #expect(description.profiles == [.iPhoneSE, .iPhone, .iPad])
        #expect(description.items == [
            ToolbarLayoutItem(id: "item-1", label: "Sort", kind: .menu, placement: .topBarLeading),
            ToolbarLayoutItem(id: "item-2", label: "Add", systemImage: "plus", placement: .primaryAction,
                              visibilityPriority: ToolbarLayoutItem.highPriority),
            ToolbarLayoutItem(id: "item-3", label: "Reverse", systemImage: "arrow.up.arrow.down", placement: .topBarTrailing,
                              visibilityPriority: ToolbarLayoutItem.lowPriority),
            ToolbarLayoutItem(id: "item-4", label: "Export", isInOverflowMenu: true),
        ])
    }

    @Test("text reads back to the same description")
    func roundTrip() {
        let (description, _) = ToolbarDescription.parse(Self.listToolbar)
        let (again, problems) = ToolbarDescription.parse(description.text)
        #expect(problems.isEmpty)
        #expect(again == description)
        let odd = ToolbarDescription(
            context: ToolbarLayoutContext(title: "A: B", titleDisplayMode: .inline,
                                          search: ToolbarLayoutSearch(placement: .toolbarPrincipal, prompt: "Find")),
            items: [ToolbarLayoutItem(id: "item-1", label: "Time: 5", visibilityPriority: 0.5),
                    ToolbarLayoutItem(id: "item-2", systemImage: "plus", kind: .other)]
        )
        #expect(ToolbarDescription.parse(odd.text).description == odd)
    }

    @Test("the defaults are SwiftUI's: a button, automatic placement and priority, three devices")
    func defaults() {
        let (description, problems) = ToolbarDescription.parse("- Done")
        #expect(problems.isEmpty)
        #expect(description.items == [ToolbarLayoutItem(id: "item-1", label: "Done")])
        #expect(description.profiles == ToolbarDescription.defaultProfiles)
        #expect(description.layouts().map(\.profile.id) == ["iphone-se", "iphone-pro-max", "ipad"])
    }

    @Test("each mistake is reported at its line and column", arguments: [
        ("- Add: placement primary", ToolbarDescription.Problem.Kind.unknownPlacement, 0, 18),
        ("title: A\n- Add: symbol plus, priority urgent", .invalidPriority, 1, 30),
        ("- Add: big", .unknownAttribute, 0, 8),
        ("devices: iphone, iphone-mini\n- Add", .unknownDevice, 0, 18),
        ("colour: red\n- Add", .unknownKey, 0, 1),
        ("title: A\ntitle: B\n- Add", .duplicateKey, 1, 1),
        ("just words\n- Add", .malformedLine, 0, 1),
        ("title: Trips", .noItems, 0, 1),
        ("title-display: tiny\n- Add", .unknownPlacement, 0, 16),
    ])
    func problems(text: String, kind: ToolbarDescription.Problem.Kind, line: Int, column: Int) {
        let problems = ToolbarDescription.parse(text).problems
        #expect(problems.map(\.kind) == [kind])
        #expect(problems.first?.line == line)
        #expect(problems.first?.column == column)
    }

    @Test("a bad line loses nothing else")
    func keepsGoodLines() {
        let (description, problems) = ToolbarDescription.parse("- Sort: menu, placement nowhere\n- Add: symbol plus")
        #expect(problems.count == 1)
        #expect(description.items.map(\.label) == ["Sort", "Add"])
        #expect(description.items[0].kind == .menu)
    }
}
