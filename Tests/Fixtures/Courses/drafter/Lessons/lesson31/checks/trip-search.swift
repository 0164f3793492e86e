import SwiftUI
import QuestChecks

/// trip-search: a search field over the trips; typing filters the rows by name, in any case; no match says so.
struct TripSearchCheck: Check {
    func run(_ check: CheckContext) async throws {
        let rows = await check.screen(TripList()).rows()
        try check.require(rows == ["Lisbon", "Kyoto", "Oslo"], "the list shows the trips",
                          expected: "Lisbon, Kyoto, Oslo", actual: Describe.rows(rows), hint: "Keep the starter's rows.")

        let field = await check.step("the list has a search field") {
            let screen = await check.screen(TripList())
            if screen.searchField != nil { return .pass(expected: "a search field", actual: "a search field") }
            return .fail(expected: "a search field", actual: "none", at: screen.listLocation,
                         hint: "Keep the query in @State private var query = \"\" and add .searchable(text: $query).")
        }

        await check.step("typing a name shows only the trips that contain it", needs: field) {
            let screen = await check.screen(TripList())
            let afterEach = try screen.rowsWhileTyping("Ky")
            let last = afterEach.last ?? []
            if last == ["Kyoto"] { return .pass(expected: "Kyoto", actual: Describe.rows(last)) }
            return .fail(expected: "Kyoto", actual: Describe.rows(last), at: screen.listLocation,
                         hint: "List the trips whose name contains the query: trips.filter { $0.name.contains(query) }.")
        }

        await check.step("the filter ignores case", needs: field) {
            let screen = await check.screen(TripList())
            let last = try screen.rowsWhileTyping("oSL").last ?? []
            if last == ["Oslo"] { return .pass(expected: "Oslo", actual: Describe.rows(last)) }
            return .fail(expected: "Oslo", actual: Describe.rows(last), at: screen.listLocation,
                         hint: "Compare with localizedCaseInsensitiveContains(query), not contains(query).")
        }

        await check.step("no match shows an empty state", needs: field) {
            let screen = await check.screen(TripList())
            _ = try screen.rowsWhileTyping("zz")
            if screen.node.descendants.contains(where: { $0.kind == "ContentUnavailableView" }) {
                return .pass(expected: "a ContentUnavailableView", actual: "one")
            }
            return .fail(expected: "a ContentUnavailableView", actual: "an empty list", at: screen.listLocation,
                         hint: "Overlay ContentUnavailableView.search when no trip matches: .overlay { if shown.isEmpty { … } }.")
        }
    }
}
