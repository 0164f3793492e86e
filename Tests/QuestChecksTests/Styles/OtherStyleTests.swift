import QuestUI
import Testing
@testable import QuestChecks

/// Correct solutions in other styles pass; the checks do not depend on how the reference is written.
@MainActor @Suite("Lesson 22 in other correct styles")
struct OtherStyleTests {
    enum Style: String, CaseIterable, Sendable {
        case stringArray = "String array, ForEach, Picker, lowercased().contains, topBarTrailing"
        case store = "Observable store, two-text rows, Menu of Picker, pinned Add, localizedCaseInsensitiveContains"
        case grouped = "ToolbarItemGroup(.primaryAction), NavigationView, sorted with <, range(of:options:)"
        case sectioned = "searchResults, List of Section of ForEach, navigationBarTrailing, menu Picker, Label in Add"
        case sheetForm = "Add opens a sheet with a form, Save appends and dismisses"
        case symbols = "symbol-only Sort menu and Add button, A–Z and Z–A only, range(of:options:) ignoring accents"
        case alertToggle = "Add opens an alert with a text field, the Sort menu is one Toggle"
    }

    static func results(_ check: String, _ style: Style) async -> [CheckResult] {
        switch (check, style) {
        case ("toolbar-layout", .stringArray): await ToolbarLayoutCheck(view: { StringArrayTrips() }).run()
        case ("toolbar-layout", .store): await ToolbarLayoutCheck(view: { StoreTrips() }).run()
        case ("toolbar-layout", .grouped): await ToolbarLayoutCheck(view: { GroupedToolbarTrips() }).run()
        case ("toolbar-layout", .sectioned): await ToolbarLayoutCheck(view: { SectionedTrips() }).run()
        case ("toolbar-layout", .sheetForm): await ToolbarLayoutCheck(view: { SheetFormTrips() }).run()
        case ("toolbar-layout", .symbols): await ToolbarLayoutCheck(view: { SymbolOnlyTrips() }).run()
        case ("toolbar-layout", .alertToggle): await ToolbarLayoutCheck(view: { AlertFormToggleSortTrips() }).run()
        case (_, .stringArray): await SearchFilterCheck(view: { StringArrayTrips() }).run()
        case (_, .store): await SearchFilterCheck(view: { StoreTrips() }).run()
        case (_, .grouped): await SearchFilterCheck(view: { GroupedToolbarTrips() }).run()
        case (_, .sectioned): await SearchFilterCheck(view: { SectionedTrips() }).run()
        case (_, .sheetForm): await SearchFilterCheck(view: { SheetFormTrips() }).run()
        case (_, .symbols): await SearchFilterCheck(view: { SymbolOnlyTrips() }).run()
        case (_, .alertToggle): await SearchFilterCheck(view: { AlertFormToggleSortTrips() }).run()
        }
    }

    @Test("passes the toolbar check", arguments: Style.allCases)
    func toolbar(style: Style) async {
        let results = await Self.results("toolbar-layout", style)
        #expect(results.count >= 7, "\(results.map(\.name))")
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
    }

    @Test("passes the search check", arguments: Style.allCases)
    func search(style: Style) async {
        let results = await Self.results("search-filter", style)
        #expect(results.count >= 6, "\(results.map(\.name))")
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
    }

    @Test("fills in the form an Add button opens, and says so")
    func sheetForm() async throws {
        let results = await Self.results("toolbar-layout", .sheetForm)
        let tap = try #require(results.first { $0.name == "tapping Add adds exactly one row" })
        #expect(tap.actual == "5 rows, new row \"Quest Trip\" (the sheet opened; typed \"Quest Trip\" into \"Name\", tapped \"Save\")")
    }

    @Test("fills in an alert's text field too, and chooses a lone Toggle twice")
    func alertFormAndToggle() async throws {
        let results = await Self.results("toolbar-layout", .alertToggle)
        let tap = try #require(results.first { $0.name == "tapping Add adds exactly one row" })
        #expect(tap.actual == "5 rows, new row \"Quest Trip\" (the alert opened; typed \"Quest Trip\" into \"Destination\", tapped \"Add\")")
        let options = try #require(results.first { $0.name == "the Sort menu offers at least two orders" })
        #expect(options.actual == "2 options: \"Z to A\", \"Z to A (chosen again)\"")
    }

    @Test("advises about accents only where the filter ignores them")
    func accentAdvice() async {
        let lowered = await Self.results("search-filter", .stringArray)
        #expect(lowered.contains { $0.advice == true })
        let caseInsensitive = await Self.results("search-filter", .store)
        #expect(caseInsensitive.contains { $0.advice == true })
    }
}
