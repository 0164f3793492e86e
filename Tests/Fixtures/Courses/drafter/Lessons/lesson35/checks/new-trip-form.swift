import SwiftUI
import QuestChecks

/// new-trip-form: a Name field; Save stays disabled while the name is blank and enables once it is not; saving says
/// what was saved.
struct NewTripFormCheck: Check {
    func run(_ check: CheckContext) async throws {
        let field = await check.step("the form has a Name field") {
            let screen = await check.screen(NewTripForm())
            try screen.type("Kyoto", into: "Name")
            if screen.text(in: "Name") == "Kyoto" { return .pass(expected: "a Name field", actual: "a Name field") }
            return .fail(expected: "a Name field holding Kyoto", actual: screen.text(in: "Name") ?? "no field",
                         hint: "Add TextField(\"Name\", text: $name) to the form.")
        }

        let saves = await check.step("Save shows what was saved", needs: field) {
            let screen = await check.screen(NewTripForm())
            try screen.type("Kyoto", into: "Name")
            try screen.tap("Save")
            if screen.texts.contains(where: { $0.hasPrefix("Saved Kyoto") }) { return .pass(expected: "Saved Kyoto…", actual: "Saved Kyoto…") }
            return .fail(expected: "a text \"Saved Kyoto, 3 days\"", actual: screen.texts.joined(separator: ", "),
                         hint: "Add a Button(\"Save\") that sets saved, and show Text(\"Saved \\(saved)\") when it is set.")
        }

        await check.step("Save is disabled while the name is blank", needs: saves) {
            let screen = await check.screen(NewTripForm())
            try screen.type("   ", into: "Name")
            do {
                try screen.tap("Save")
            } catch {
                return .pass(expected: "Save disabled", actual: "Save disabled")
            }
            return .fail(expected: "Save disabled for a blank name", actual: "Save could be tapped",
                         hint: "Add .disabled(!isValid) to Save, with isValid true when the trimmed name is not empty.")
        }
    }
}
