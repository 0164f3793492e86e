import SwiftUI
import QuestChecks

/// brew-form: Start is disabled until the tea has a name.
struct BrewFormCheck: Check {
    func run(_ check: CheckContext) async throws {
        let screen = await check.screen(TeaTimer())
        let start = try check.require(try? screen.control("Start", kind: .button), "the form has a Start button",
                                      expected: "a button \"Start\"", actual: "no button \"Start\"",
                                      hint: "Add Button(\"Start\") below the stepper, as the starter does.")

        await check.step("Start is disabled while the tea has no name") {
            if !start.isEnabled { return .pass(expected: "Start disabled", actual: "Start disabled", at: start.sourcePoint) }
            return .fail(expected: "Start disabled while \"Tea\" is empty", actual: "Start is enabled", at: start.sourcePoint,
                         hint: "Disable the button until there is a name: .disabled(tea.isEmpty).")
        }

        await check.step("Start is enabled once the tea has a name") {
            let screen = await check.screen(TeaTimer())
            try screen.type(CourseChecks.tea, into: "Tea")
            let start = try screen.control("Start", kind: .button)
            if start.isEnabled { return .pass(expected: "Start enabled", actual: "Start enabled") }
            return .fail(expected: "Start enabled after typing \"\(CourseChecks.tea)\"", actual: "Start is still disabled",
                         at: start.sourcePoint, hint: "Only an empty name should disable Start: .disabled(tea.isEmpty).")
        }
    }
}
