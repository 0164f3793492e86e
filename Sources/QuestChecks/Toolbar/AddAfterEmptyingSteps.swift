import QuestUI

/// Add on a list that a toolbar button emptied (Remove All, which the lesson puts in the overflow menu).
///
/// An Add that reads the rows it has (`trips.last!`, `trips[trips.count - 1]`, `trips.indices.last!`) to name the new
/// one works on every list but an empty one: the starter's list is never empty, so it only crashes here.
extension ToolbarLayoutCheck {
    /// One step for each toolbar button that says it removes rows (`ToolbarControlFinder.saysRemove`) and empties the
    /// list, tapped on a fresh screen, with no sheet, alert or screen left up (a Remove All behind a confirmation gets
    /// none): after it, one tap of Add shows exactly one row. Needs the Add step: an Add that adds no row, or two,
    /// fails there, once.
    func addAfterEmptyingSteps(
        _ add: ToolbarControl, _ controls: [ToolbarControl], needs tapped: StepOutcome, _ check: CheckContext
    ) async {
        guard tapped.passed else { return }
        for control in controls where ToolbarControlFinder.saysRemove(control) && control.item.id != add.item.id {
            guard await effect(ofTapping: control)?.empties == true else { continue }
            await check.step("tapping Add after \(control.spelledOut) adds one row", section: .exercise, needs: tapped) {
                let screen = await freshScreen()
                try screen.tap(control)
                await screen.settle()
                let form = try await screen.tapAndFinish(add, typing: "Quest Trip")
                let after = screen.rows()
                let expected = "1 row after tapping \(control.spelledOut), then Add"
                if after.count == 1 {
                    return pass(expected, Describe.rows(after) + (form.map { " (\($0))" } ?? ""), add.location)
                }
                return fail(expected, Describe.rows(after), add.location ?? screen.listLocation,
                            hint: "Add must work on an empty list too: build the new item without reading the existing ones (no trips.last!, no trips[trips.count - 1]).",
                            section: .exercise)
            }
        }
    }
}
