import SwiftUI
import QuestChecks

/// remove-all: Remove All asks in an alert; Remove empties the list; Cancel keeps every trip.
struct RemoveAllCheck: Check {
    func run(_ check: CheckContext) async throws {
        let asks = await check.step("Remove All asks before removing") {
            let screen = await check.screen(TripList())
            try screen.tap("Remove All")
            if screen.presentedAlert != nil { return .pass(expected: "an alert", actual: "an alert") }
            return .fail(expected: "an alert", actual: "no alert", at: screen.location(of: "Remove All"),
                         hint: "Set @State private var confirming = true in the button, and show .alert(\"Remove all trips?\", isPresented: $confirming).")
        }

        await check.step("Remove empties the list", needs: asks) {
            let screen = await check.screen(TripList())
            try screen.tap("Remove All")
            try screen.tap("Remove")
            if screen.rows().isEmpty { return .pass(expected: "no rows", actual: "no rows") }
            return .fail(expected: "no rows", actual: Describe.rows(screen.rows()),
                         hint: "Give the alert a Button(\"Remove\", role: .destructive) { trips.removeAll() }.")
        }

        await check.step("Cancel keeps every trip", needs: asks) {
            let screen = await check.screen(TripList())
            try screen.tap("Remove All")
            try screen.tap("Cancel")
            if screen.presentedAlert == nil, screen.rows().count == 3 { return .pass(expected: "3 rows, no alert", actual: "3 rows, no alert") }
            return .fail(expected: "3 rows, no alert", actual: "\(screen.rows().count) rows" + (screen.presentedAlert == nil ? "" : ", the alert still open"),
                         hint: "Give the alert a Button(\"Cancel\", role: .cancel) {} that does nothing.")
        }
    }
}
