import Foundation
import QuestUI
@testable import QuestChecks

/// A trips screen whose behaviour each test scripts: it exercises the checkers' rules without evaluating views.
@MainActor final class ScriptedScreen: Screen {
    /// How the scripted screen behaves.
    struct Script {
        var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
        var addPlacement: ToolbarLayoutPlacement? = .primaryAction
        var addPriority = ToolbarLayoutItem.automaticPriority
        var add: (inout [String]) -> Void = { $0.append("New Trip") }
        var sortLabel: String? = "Sort"
        var sortOptions: [(String, ([String]) -> [String])] = [
            ("Name", { $0.sorted { $0.localizedStandardCompare($1) == .orderedAscending } }),
            ("Added", { $0 }),
        ]
        var extraItems: [ToolbarLayoutItem] = []
        var searchable = true
        var bound = true
        var filter: (String, String) -> Bool = { row, query in query.isEmpty || row.localizedStandardContains(query) }
        /// The mistake of falling back to every row when the filter finds none.
        var showsEverythingWhenNothingMatches = false
        /// The search text when the screen appears.
        var initialQuery = ""
        /// The mistake of searching the trips the screen started with, not the trips it has now.
        var searchesStartingTrips = false
        /// The mistake of filtering the trips as added while searching, forgetting the chosen order.
        var searchForgetsOrder = false
        /// The mistake of sorting the array in place when an option is chosen: no option can bring an earlier order back.
        var sortsInPlace = false
        /// The mistake of rebuilding the trips from the rows shown when Add is tapped, losing those a query hides.
        var addKeepsOnlyShown = false
        /// The mistake of filtering what the last keystroke showed, so deleting a letter never brings a row back.
        var narrowsWhatIsShown = false
        /// The mistake of filtering only what the last text matched whenever the text grows (rows added since aside),
        /// as if a longer text were always the last one with letters added.
        var narrowsWhenLonger = false
        /// The mistake of sorting the array itself when an option is chosen while searching, and only then.
        var sortsInPlaceWhileSearching = false
        /// The mistake of putting the rows back in the order they were added whenever Add adds one.
        var addResetsOrder = false
        /// The mistake of showing at most this many matches while searching.
        var shownAtMost: Int?
        /// The mistake of searching only this many of the first rows.
        var searchesFirstRows: Int?
        /// Toolbar buttons besides Add, by label, and what each does to the trips (`Remove All`).
        var buttons: [(String, (inout [String]) -> Void)] = []
    }

    private let script: Script
    private var trips: [String]
    private var order: ([String]) -> [String] = { $0 }
    private var query = ""
    /// What the search showed last, for `narrowsWhatIsShown`.
    private var narrowed: [String]?
    /// For `narrowsWhenLonger`: the rows the last text matched, and the trips there were then.
    private var lastMatches: (rows: Set<String>, known: Set<String>)?

    init(_ script: Script) {
        self.script = script
        trips = script.trips
        query = script.initialQuery
    }

    func appear() async {}

    func settle() async {}

    func back() throws {}
    func backToRoot() throws {}

    func rows() -> [String] {
        if script.narrowsWhatIsShown, !query.isEmpty, let narrowed { return narrowed }
        let searched = script.searchesStartingTrips && !query.isEmpty ? script.trips : trips
        var ordered = script.searchForgetsOrder && !query.isEmpty ? searched : order(searched)
        if let first = script.searchesFirstRows, !query.isEmpty { ordered = Array(ordered.prefix(first)) }
        var shown = ordered.filter { script.filter($0, query) }
        if script.narrowsWhenLonger, !query.isEmpty, let lastMatches {
            shown = shown.filter { lastMatches.rows.contains($0) || !lastMatches.known.contains($0) }
        }
        if let limit = script.shownAtMost, !query.isEmpty { shown = Array(shown.prefix(limit)) }
        return shown.isEmpty && script.showsEverythingWhenNothingMatches ? order(trips) : shown
    }

    func rowTitles() -> [String] {
        rows()
    }

    var listLocation: SourcePoint? { SourcePoint(file: "ContentView.swift", line: 20) }
    var title: String? { "Trips" }

    var toolbarOutsideNavigation: SourcePoint? { nil }
    var hasNavigationContainer: Bool { true }

    var toolbarControls: [ToolbarControl] {
        var controls: [ToolbarControl] = []
        if let placement = script.addPlacement {
            let add = ToolbarLayoutItem(id: "add", label: "Add", systemImage: "plus", kind: .button, placement: placement, visibilityPriority: script.addPriority)
            controls.append(ToolbarControl(item: add, location: SourcePoint(file: "ContentView.swift", line: 30)))
        }
        if let label = script.sortLabel {
            let sort = ToolbarLayoutItem(id: "sort", label: label, kind: .menu, placement: .topBarLeading)
            controls.append(ToolbarControl(item: sort, location: SourcePoint(file: "ContentView.swift", line: 25)))
        }
        controls += script.extraItems.map { ToolbarControl(item: $0) }
        controls += script.buttons.map { label, _ in
            ToolbarControl(item: ToolbarLayoutItem(id: label, label: label, kind: .button, placement: .topBarTrailing))
        }
        return controls
    }

    var searchField: SearchFieldState? {
        script.searchable ? SearchFieldState(text: query, location: SourcePoint(file: "ContentView.swift", line: 22)) : nil
    }

    var navigationPath: [AnyHashable] { [] }

    func tap(_ control: ToolbarControl) throws {
        if control.item.id == "add" {
            if script.addKeepsOnlyShown { trips = rows() }
            script.add(&trips)
            if script.addResetsOrder { order = { $0 } }
        } else if let button = script.buttons.first(where: { $0.0 == control.item.id }) {
            button.1(&trips)
        } else {
            throw ScriptError.noSuchControl(control.spelledOut)
        }
    }

    func completePresentedForm(typing text: String) throws -> FormReport? {
        nil
    }

    func cancelPresentedForm() throws -> (label: String, location: SourcePoint?)? {
        nil
    }

    func options(of control: ToolbarControl) throws -> [String] {
        script.sortOptions.map(\.0)
    }

    func choose(_ option: String, in control: ToolbarControl) throws {
        guard let chosen = script.sortOptions.first(where: { $0.0 == option }) else { throw ScriptError.noSuchControl(option) }
        if script.sortsInPlace || (script.sortsInPlaceWhileSearching && !query.isEmpty) {
            trips = chosen.1(trips)
        } else {
            order = chosen.1
        }
    }

    func rowsWhileTyping(_ text: String) throws -> [[String]] {
        guard script.searchable else { throw ScriptError.noSearchField }
        var shown: [[String]] = []
        for character in text {
            let old = query
            if script.bound { query.append(character) }
            queryChanged(from: old)
            if script.narrowsWhatIsShown { narrowed = (narrowed ?? order(trips)).filter { script.filter($0, query) } }
            shown.append(rows())
        }
        return shown
    }

    func deleteSearchCharacter() throws {
        guard script.searchable else { throw ScriptError.noSearchField }
        let old = query
        if script.bound, !query.isEmpty { query.removeLast() }
        queryChanged(from: old)
        if query.isEmpty { narrowed = nil }
    }

    func pasteSearchText(_ text: String) throws {
        guard script.searchable else { throw ScriptError.noSearchField }
        let old = query
        if script.bound { query = text }
        if script.narrowsWhatIsShown { narrowed = (narrowed ?? order(trips)).filter { script.filter($0, query) } }
        queryChanged(from: old)
    }

    func clearSearch() throws {
        query = ""
        narrowed = nil
        lastMatches = nil
    }

    /// For `narrowsWhenLonger`: what the new text matches, from the last matches when it is longer.
    private func queryChanged(from old: String) {
        guard script.narrowsWhenLonger else { return }
        if query.count <= old.count { lastMatches = nil }
        if !query.isEmpty { lastMatches = (Set(rows()), Set(trips)) }
    }

    func open(_ url: URL) throws {}

    var openURLLocation: SourcePoint? { nil }

    func toolbarLayout(for profile: DeviceProfile) -> ToolbarLayout {
        ToolbarLayoutEngine().layout(toolbarControls.map(\.item), context: ToolbarLayoutContext(title: title), profile: profile)
    }

    enum ScriptError: Error, CustomStringConvertible {
        case noSuchControl(String)
        case noSearchField

        var description: String {
            switch self {
            case .noSuchControl(let name): "no control \(name)"
            case .noSearchField: "no search field"
            }
        }
    }

    // The author's actions: a scripted trips screen has no sheets, fields or toggles.
    func tap(_ label: String) throws { throw ViewHostError("No button \"\(label)\" on the scripted screen", path: "Scripted") }
    func type(_ text: String, into field: String) throws { throw ViewHostError("No text field \"\(field)\"", path: "Scripted") }
    func text(in field: String) -> String? { nil }
    func toggle(_ label: String) throws { throw ViewHostError("No toggle \"\(label)\"", path: "Scripted") }
    func choose(_ option: String, in menu: String?) throws { throw ViewHostError("No menu", path: "Scripted") }
    func dismiss() throws { throw ViewHostError("Nothing is presented", path: "Scripted") }
    var presentedSheet: ViewNode? { nil }
    var presentedAlert: ViewNode? { nil }
    var texts: [String] { rows() }
    var node: ViewNode { ViewHost(EmptyView()).tree }
    func state<Value>(_ name: String, of view: String?, as type: Value.Type) -> Value? { nil }
    func location(of label: String) -> SourcePoint? { nil }
}
