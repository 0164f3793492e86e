import SwiftUI
import QuestChecks

/// edit-sheet: tapping a trip opens a sheet that edits it; Save writes the edit back to that trip's row and closes the
/// sheet; Cancel closes it and leaves the trip as it was.
struct EditSheetCheck: Check {
    func run(_ check: CheckContext) async throws {
        check.section = "#exercise"
        let rows = await check.screen(TripList()).rows()
        try check.require(rows.contains("Kyoto"), "the list shows the trips",
                          expected: "a row \"Kyoto\"", actual: Describe.rows(rows),
                          hint: "Show each trip's name in its row, as the starter does.")

        // Every step starts from a fresh screen, so that one mistake does not cascade into the next step.
        let opened = await check.step("tapping a trip opens a sheet") {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.presentedSheet != nil { return .pass(expected: "a sheet", actual: "a sheet") }
            return .fail(expected: "a sheet over the list", actual: "no sheet", at: screen.location(of: "Kyoto"),
                         hint: "Keep the trip being edited in @State private var editing: Trip? and present .sheet(item: $editing).")
        }

        await check.step("the sheet edits the trip that was tapped", needs: opened) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            let name = screen.text(in: "Name")
            if name == "Kyoto" { return .pass(expected: "a \"Name\" field holding \"Kyoto\"", actual: "it holds \"Kyoto\"") }
            return .fail(expected: "a \"Name\" field holding \"Kyoto\"",
                         actual: name.map { "it holds \"\($0)\"" } ?? "no text field \"Name\"",
                         hint: "Hand the tapped trip to the editor, .sheet(item: $editing) { trip in TripEditor(trip: trip) … }, and start its draft from it.")
        }

        await check.step("Save writes the new name into that trip's row and closes the sheet", needs: opened) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            try screen.type("Nara", into: "Name")
            try screen.tap("Save")
            let expected = rows.map { $0 == "Kyoto" ? "Nara" : $0 }
            if screen.presentedSheet != nil {
                return .fail(expected: "the sheet closed after Save", actual: "the sheet is still open",
                             hint: "Dismiss the sheet after saving: @Environment(\\.dismiss) private var dismiss, then dismiss().")
            }
            if screen.rows() == expected { return .pass(expected: Describe.rows(expected), actual: Describe.rows(screen.rows())) }
            return .fail(expected: Describe.rows(expected), actual: Describe.rows(screen.rows()), at: screen.location(of: "List"),
                         hint: "On Save, write the draft over the trip with the same id: trips[index] = edited.")
        }

        await check.step("Cancel closes the sheet and leaves the trip as it was", needs: opened) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            try screen.type("Nara", into: "Name")
            try screen.tap("Cancel")
            if screen.presentedSheet != nil {
                return .fail(expected: "the sheet closed after Cancel", actual: "the sheet is still open",
                             hint: "Cancel dismisses the sheet: dismiss().")
            }
            if screen.rows() == rows { return .pass(expected: Describe.rows(rows), actual: Describe.rows(screen.rows())) }
            return .fail(expected: Describe.rows(rows), actual: Describe.rows(screen.rows()), at: screen.location(of: "List"),
                         hint: "Edit a draft copy in the editor's own @State, not a binding to the row: then Cancel only has to dismiss.")
        }
    }
}
