import SwiftUI
import QuestChecks

/// adds-a-row: the list has an Add button in its toolbar; each tap adds one row at the end, "Item N" for the N-th
/// row, and leaves the other rows as they were.
struct AddsARowCheck: Check {
    func run(_ check: CheckContext) async throws {
        check.section = "#exercise"
        let rows = await check.screen(ContentView()).rows()
        try check.require(!rows.isEmpty, "the list shows its items",
                          expected: "some rows", actual: Describe.rows(rows),
                          hint: "Keep the starter's List(items, id: \\.self) { item in Text(item) }.")

        let found = await check.step("the toolbar has an Add button") {
            let screen = await check.screen(ContentView())
            let labels = screen.toolbarControls.map(\.spelledOut)
            if labels.contains(where: { $0.localizedCaseInsensitiveContains("add") || $0.contains("plus") }) {
                return .pass(expected: "an Add button in the toolbar", actual: labels.joined(separator: ", "))
            }
            return .fail(expected: "an Add button in the toolbar",
                         actual: labels.isEmpty ? "no toolbar items" : labels.joined(separator: ", "),
                         at: screen.listLocation,
                         hint: "Add .toolbar { ToolbarItem(placement: .primaryAction) { Button(\"Add\", systemImage: \"plus\") { … } } } to the List.",
                         section: "#notes")
        }

        await check.step("a tap on Add adds one row at the end, named after its place", needs: found) {
            let screen = await check.screen(ContentView())
            try screen.tap("Add")
            let expected = rows + ["Item \(rows.count + 1)"]
            if screen.rows() == expected { return .pass(expected: Describe.rows(expected), actual: Describe.rows(screen.rows())) }
            return .fail(expected: Describe.rows(expected), actual: Describe.rows(screen.rows()), at: screen.location(of: "Add"),
                         hint: "In the button's action, append to the @State array the List shows: items.append(\"Item \\(items.count + 1)\").")
        }

        await check.step("a second tap adds the next row", needs: found) {
            let screen = await check.screen(ContentView())
            try screen.tap("Add")
            try screen.tap("Add")
            let expected = rows + ["Item \(rows.count + 1)", "Item \(rows.count + 2)"]
            return screen.rows() == expected
                ? .pass(expected: Describe.rows(expected), actual: Describe.rows(screen.rows()))
                : .fail(expected: Describe.rows(expected), actual: Describe.rows(screen.rows()), at: screen.location(of: "Add"),
                        hint: "Name each new item from the count at the moment of the tap, so every tap adds a new row.")
        }
    }
}
