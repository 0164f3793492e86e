import SwiftUI
import QuestChecks

/// packing: the search filters 300 ms after the last keystroke (a debounce with `.task(id:)`); a row's Delete swipe
/// action asks in a confirmation dialog before removing that row; Add is disabled until the new item has a name.
struct PackingCheck: Check {
    func run(_ check: CheckContext) async throws {
        let first = await check.screen(PackingList())
        try check.require(first.rows(), equals: Self.items, "the list shows the items")

        await check.step("typing in the search does not filter at once", section: "#debouncing-with-task-id") {
            let screen = await check.screen(PackingList())
            _ = try screen.rowsWhileTyping("so")
            await screen.settle()
            return Self.verdict(screen, expected: Self.items, when: "right after typing \"so\"",
                                hint: "Wait before filtering: begin the .task(id: query) with try await Task.sleep(for: .milliseconds(300)).")
        }

        await check.step("the search filters 300 ms after the last keystroke", section: "#debouncing-with-task-id") {
            let screen = await check.screen(PackingList())
            _ = try screen.rowsWhileTyping("so")
            await screen.advance(by: .milliseconds(299))
            if screen.rows() != Self.items {
                return Self.verdict(screen, expected: Self.items, when: "299 ms after typing \"so\"",
                                    hint: "Filter only after the whole 300 ms: Task.sleep(for: .milliseconds(300)), then filter.")
            }
            await screen.advance(by: .milliseconds(1))
            return Self.verdict(screen, expected: ["Socks"], when: "300 ms after typing \"so\"",
                                hint: "After the sleep, filter the items by the query: the rows show only the names that contain it.")
        }

        await check.step("each keystroke restarts the wait", section: "#debouncing-with-task-id") {
            let screen = await check.screen(PackingList())
            _ = try screen.rowsWhileTyping("s")
            await screen.advance(by: .milliseconds(200))
            _ = try screen.rowsWhileTyping("o")
            await screen.advance(by: .milliseconds(200))
            if screen.rows() != Self.items {
                return Self.verdict(screen, expected: Self.items, when: "200 ms after the second keystroke",
                                    hint: "Use .task(id: query): SwiftUI cancels the previous task at each keystroke, so only the last one filters.")
            }
            await screen.advance(by: .milliseconds(100))
            return Self.verdict(screen, expected: ["Socks"], when: "300 ms after the second keystroke",
                                hint: "After the sleep, filter the items by the query.")
        }

        await check.step("Add is disabled until the new item has a name") {
            let screen = await check.screen(PackingList())
            let add = try screen.control("Add", kind: .button)
            if add.isEnabled {
                return .fail(expected: "Add disabled while the name is empty", actual: "Add is enabled",
                             at: screen.location(of: "Add"), hint: "Disable it: .disabled(newItem.isEmpty).")
            }
            try screen.type("Towel", into: "New item")
            try screen.tap("Add")
            let expected = Self.items + ["Towel"]
            if screen.rows() == expected { return .pass(expected: Describe.rows(expected), actual: Describe.rows(screen.rows())) }
            return .fail(expected: Describe.rows(expected), actual: Describe.rows(screen.rows()), at: screen.location(of: "Add"),
                         hint: "Add appends an item named after the field.")
        }

        let asks = await check.step("swiping a row and tapping Delete asks first", section: "#confirming-a-deletion") {
            let screen = await check.screen(PackingList())
            try screen.swipe(row: 2, tap: "Delete")
            let roles = screen.alertButtons.map { "\($0.label) (\($0.role ?? "no role"))" }
            if screen.alertButtons.contains(where: { $0.role == "destructive" }) {
                return .pass(expected: "a dialog with a destructive button", actual: roles.joined(separator: ", "))
            }
            return .fail(expected: "a confirmation dialog with a destructive Delete button",
                         actual: screen.presentedAlert == nil ? "no dialog; rows now \(Describe.rows(screen.rows()))" : roles.joined(separator: ", "),
                         at: screen.listLocation,
                         hint: "The swipe action remembers the item and sets a flag that .confirmationDialog presents.")
        }

        await check.step("the dialog's Delete removes the swiped row", section: "#confirming-a-deletion", needs: asks) {
            let screen = await check.screen(PackingList())
            try screen.swipe(row: 2, tap: "Delete")
            let delete = try check.require(screen.alertButtons.first { $0.role == "destructive" }, "the dialog has a destructive button",
                                           expected: "a destructive button", actual: "none")
            try screen.tap(delete)
            let expected = Self.items.filter { $0 != "Charger" }
            return Self.verdict(screen, expected: expected, when: "after confirming the deletion of row 2",
                                hint: "Remove the item the swipe action remembered (its id), not another one.")
        }

        await check.step("Cancel keeps the row", section: "#confirming-a-deletion", needs: asks) {
            let screen = await check.screen(PackingList())
            try screen.swipe(row: 2, tap: "Delete")
            try screen.tap("Cancel")
            return Self.verdict(screen, expected: Self.items, when: "after Cancel", hint: "Cancel removes nothing.")
        }
    }
}

// Helpers live in an extension of the check's own type: the check file shares a module with the learner's code, so a
// top-level helper could clash with a learner's type of the same name.
extension PackingCheck {
    static let items = ["Passport", "Charger", "Sunscreen", "Socks"]

    /// Passes when the rows are `expected`, else fails at the list with `hint`.
    @MainActor static func verdict(_ screen: ViewHostScreen, expected: [String], when moment: String, hint: String) -> Verdict {
        let actual = Describe.rows(screen.rows()) + " " + moment
        if screen.rows() == expected { return .pass(expected: Describe.rows(expected), actual: actual) }
        return .fail(expected: Describe.rows(expected), actual: actual, at: screen.listLocation, hint: hint)
    }
}
