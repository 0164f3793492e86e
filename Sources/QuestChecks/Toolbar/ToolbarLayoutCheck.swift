public import QuestUI

/// `toolbar-layout`: an Add button with a role placement that adds one row and stays visible on the narrowest
/// iPhone, and a Sort menu whose options reorder the rows, one of them into sorted order.
///
/// Every step that changes state starts from a fresh screen, so one mistake does not cascade into the next step.
@MainActor public struct ToolbarLayoutCheck: Check {
    /// The profiles drawn in the results: the narrowest iPhone (where Add must stay visible) and an iPad.
    public static let pictureProfiles: [DeviceProfile] = [.iPhoneSE, .iPad]
    let makeScreen: @MainActor () -> any Screen
    /// False when nothing the learner wrote shows the view inside a navigation container (`NavigationStack`,
    /// `NavigationView`, `NavigationSplitView`): then, on a screen that has none either, no bar shows the toolbar.
    var shownInNavigation = true

    /// Checks the learner's view, built afresh for each step. `shownInNavigation`: false when no view or app of the
    /// learner's puts this view inside a navigation container (the grader's glue reads it from the sources).
    public init<Content: View>(view: @escaping @MainActor () -> Content, shownInNavigation: Bool = true) {
        makeScreen = { ViewHostScreen(view()) }
        self.shownInNavigation = shownInNavigation
    }

    /// Checks screens made by `screens` (tests use scripted screens).
    public init(screens: @escaping @MainActor () -> any Screen) {
        makeScreen = screens
    }

    public func run(_ check: CheckContext) async throws {
        let screen = await freshScreen()
        let controls = screen.toolbarControls
        let pictures = Self.pictures(of: screen)
        let add = await addButtonStep(controls, screen: screen, pictures: pictures, check)
        if let add {
            await placementStep(add, check)
            await visibilityStep(add, screen: screen, pictures: pictures, check)
        }
        // Adding and sorting are judged by the rows; with none on screen there is nothing to judge, and one failure
        // that says so is clearer than several that follow from it.
        guard await rowsStep(screen, check) else { return }
        if let add {
            let tapped = await tapAddStep(add, check)
            await addAfterEmptyingSteps(add, controls, needs: tapped, check)
        }
        await sortSteps(controls, screen: screen, add: add, check)
    }

    /// Records a failure when the list shows no rows; true when it shows some.
    private func rowsStep(_ screen: any Screen, _ check: CheckContext) async -> Bool {
        guard screen.rows().isEmpty else { return true }
        await check.step("the list shows rows to add to and sort", section: .exercise) {
            fail(
                "the trips as rows of a List", "no rows", screen.listLocation,
                hint: "Show the trips in a List (or ForEach). If the rows are filtered by a search text, an empty text must show every row.",
                section: .exercise
            )
        }
        return false
    }

    /// The toolbar drawn for each of `pictureProfiles`, one titled block per device.
    static func pictures(of screen: any Screen) -> String {
        pictureProfiles.map { profile in
            "\(profile.name) (\(Int(profile.width)) pt):\n\(screen.toolbarLayout(for: profile).textPicture)"
        }.joined(separator: "\n")
    }

    func freshScreen() async -> any Screen {
        let screen = makeScreen()
        await screen.appear()
        await screen.letDebouncesFinish()
        return screen
    }

    // MARK: Add

    private func addButtonStep(
        _ controls: [ToolbarControl], screen: any Screen, pictures: String, _ check: CheckContext
    ) async -> ToolbarControl? {
        let add = ToolbarControlFinder.addButton(in: controls)
        await check.step("the toolbar has an Add button", section: .exercise) {
            let expected = "a toolbar Button labelled \"Add\" or showing Image(systemName: \"plus\")"
            if !shownInNavigation && !screen.hasNavigationContainer {
                var verdict = Verdict.fail(
                    expected: expected,
                    actual: (add.map { "found \($0.spelledOut), but " } ?? "") + "the view is inside no NavigationStack (its body has none, and no view or App that shows it puts it in one), so no bar shows its toolbar",
                    at: screen.listLocation,
                    hint: "Wrap the list in NavigationStack { … } and attach .toolbar { … } to the list inside it: toolbar items live in a navigation container's bars."
                )
                verdict.picture = pictures
                return verdict
            }
            if let add {
                return pass(expected, "found \(add.spelledOut)", add.location)
            }
            var found = controls.isEmpty
                ? "no toolbar items"
                : "toolbar items: " + controls.map { "\($0.spelledOut) (\($0.item.kind.rawValue))" }.joined(separator: ", ")
            var hint = "Attach .toolbar { ToolbarItem(placement: …) { Button(\"Add\", systemImage: \"plus\") { … } } } to the list."
            if let outside = screen.toolbarOutsideNavigation {
                found += "; a .toolbar is applied outside the NavigationStack (on the stack itself or around it), where no bar shows it"
                hint = "Move .toolbar { … } inside the NavigationStack, onto the List: a stack's bars show the toolbar items of the views inside it."
                var verdict = Verdict.fail(expected: expected, actual: found, at: outside, hint: hint)
                verdict.picture = pictures
                return verdict
            }
            var verdict = Verdict.fail(expected: expected, actual: found, at: screen.listLocation, hint: hint)
            verdict.picture = pictures
            return verdict
        }
        return add
    }

    private func placementStep(_ add: ToolbarControl, _ check: CheckContext) async {
        let title = "the Add button's placement names a role"
        await check.step(title, section: .notes) {
            let placement = add.placementName
            let expected = "a placement that names the button's role, such as .primaryAction or .topBarTrailing"
            guard let problem = PlacementRule.problem(withAddPlacement: placement) else {
                return pass(expected, ".\(placement)", add.location, .notes)
            }
            return fail(
                expected, ".\(placement): \(problem)", add.location,
                hint: "Wrap the button in ToolbarItem(placement: .primaryAction) (or .topBarTrailing): placements describe a role, and the system positions each role per device.",
                section: .notes
            )
        }
    }

    private func tapAddStep(_ add: ToolbarControl, _ check: CheckContext) async -> StepOutcome {
        let title = "tapping Add adds exactly one row"
        return await check.step(title, section: .exercise) {
            let screen = await freshScreen()
            let before = screen.rows()
            // An Add button may open a form first, or the new row's page; finishing as a user would still adds one row.
            let (form, filled) = try await screen.tapAndFinishReporting(add, typing: Self.typedName)
            // Work the tap started that waits a while (a save that sleeps before it appends) is done before counting.
            await screen.letDebouncesFinish()
            let after = screen.rows()
            let expected = "\(Describe.count(before.count + 1, "row")) after one tap (\(before.count) before)"
            let kept = Self.keeps(before, in: after)
            if after.count == before.count + 1 && kept {
                let added = after.enumerated().first { !before.contains($0.element) }?.element
                let shown = "\(after.count) rows" + (added.map { ", new row \"\($0)\"" } ?? "")
                // Two more taps add a row each: an Add that works only once, or only while the list is short, is not
                // an Add. Other names: a form may refuse a name the list already has.
                var previous = after
                for (tap, name) in [("a second", "Second Quest Trip"), ("a third", "Third Quest Trip")] {
                    _ = try await screen.tapAndFinish(add, typing: name)
                    await screen.letDebouncesFinish()
                    let again = screen.rows()
                    guard again.count == previous.count + 1 && Self.keeps(previous, in: again) else {
                        return fail(
                            "\(expected), and one more after each further tap",
                            "\(shown) after one tap, then \(Describe.count(again.count, "row")) after \(tap): \(Describe.rows(again))",
                            add.location ?? screen.listLocation,
                            hint: "Every tap should append one item: the action must not depend on how many items there are.",
                            section: .exercise
                        )
                    }
                    previous = again
                }
                if let filled, let problem = try await Self.formProblem(filled, added: added, rows: previous, add: add, on: screen) {
                    return fail(
                        "\(expected), " + problem.expected, problem.actual, problem.at ?? add.location ?? screen.listLocation,
                        hint: problem.hint, section: .exercise
                    )
                }
                return pass("\(expected), one more after each tap", form.map { "\(shown) (\($0))" } ?? shown, add.location)
            }
            let actual: String
            let hint: String
            if after.count == before.count {
                actual = "still \(Describe.count(after.count, "row")) after the tap"
                hint = "The button's action must append an item to the @State array the List shows."
            } else if after.count > before.count + 1 {
                actual = "\(Describe.count(after.count - before.count, "row")) more after one tap"
                hint = "One tap should append exactly one item; check the action does not append in a loop or twice."
            } else if after.count < before.count {
                actual = "\(Describe.count(before.count - after.count, "row")) fewer after the tap"
                hint = "The Add action removes or replaces items; it should append one."
            } else {
                actual = "one more row, but earlier rows changed: \(Describe.rows(before)) became \(Describe.rows(after))"
                hint = "Append the new item; keep the existing items as they were."
            }
            return fail(expected, form.map { "\(actual) (\($0))" } ?? actual, add.location ?? screen.listLocation,
                        hint: hint, section: .exercise)
        }
    }

    /// The name typed into an Add form's text fields.
    static let typedName = "Quest Trip"

    /// What is wrong with the form an Add presented, once it added one row per tap (`rows`: the rows now): its Save
    /// leaves it up, the row added does not show the name typed into its name field, or its Cancel adds a row too.
    /// Nil when nothing is.
    private static func formProblem(
        _ form: FormReport, added: String?, rows: [String], add: ToolbarControl, on screen: any Screen
    ) async throws -> (expected: String, actual: String, at: SourcePoint?, hint: String)? {
        if form.stayedOpen, let confirm = form.confirmedWith {
            return (
                "the \(form.kind) closing when \"\(confirm)\" is tapped",
                "the \(form.kind) was still open after quest " + form.filledIn.joined(separator: " and ") + " (quest closed it to go on)",
                form.confirmLocation,
                "End the confirming button's action by closing the form: call dismiss() (@Environment(\\.dismiss)) in the sheet, or set the flag that presents it to false."
            )
        }
        if form.askedForName, let added, !added.localizedCaseInsensitiveContains(form.typed) {
            return (
                "the new row showing the name typed into the form (\"\(form.typed)\")",
                "new row \"\(added)\" after quest " + form.filledIn.joined(separator: " and "),
                form.confirmLocation,
                "Make the new item from the text the form's TextField is bound to, not from a fixed or generated name."
            )
        }
        try screen.tap(add)
        await screen.settle()
        guard let cancel = try screen.cancelPresentedForm() else { return nil }
        await screen.settle()
        await screen.letDebouncesFinish()
        let after = screen.rows()
        guard after.count != rows.count else { return nil }
        return (
            "no row added when the form's \"\(cancel.label)\" is tapped",
            "\(Describe.count(after.count, "row")) after tapping Add, then \"\(cancel.label)\" (\(rows.count) before): \(Describe.rows(after))",
            cancel.location,
            "Cancel must close the form without adding: add the item only in the confirming button's action."
        )
    }

    /// True when `after` still holds every row of `before`, each at least as many times.
    static func keeps(_ before: [String], in after: [String]) -> Bool {
        before.allSatisfy { row in after.filter { $0 == row }.count >= before.filter { $0 == row }.count }
    }

    private func visibilityStep(
        _ add: ToolbarControl, screen: any Screen, pictures: String, _ check: CheckContext
    ) async {
        let profile = DeviceProfile.iPhoneSE
        let title = "Add stays visible on the narrowest iPhone (\(profile.name), \(Int(profile.width)) pt)"
        await check.step(title, section: .newInIOS27) {
            let layout = screen.toolbarLayout(for: profile)
            let region = layout.region(of: add.item.id)
            let expected = "the Add button in the bar, not in the overflow menu"
            var result: Verdict
            if let hidden = add.hiddenBy {
                result = fail(expected, "laid out in the bar but hidden: \(hidden)", add.location,
                              hint: "Keep Add where a person sees it: remove .hidden() and .toolbar(.hidden, for: …) from the list's screen.",
                              section: .newInIOS27)
                result.picture = pictures
                return result
            }
            switch region {
            case .leading?, .principal?, .trailing?, .pinnedTrailing?, .bottomBar?:
                result = pass(expected, "in the \(region!.rawValue) region", add.location, .newInIOS27)
            case .overflow?:
                let why = layout.movedForSpace.contains { $0.id == add.item.id }
                    ? "moved into the overflow menu (⋯) because the bar is too narrow"
                    : "in the overflow menu (⋯)"
                result = fail(
                    expected, why, add.location,
                    hint: "Give Add a placement that stays in the bar (.primaryAction, .topBarTrailing, .topBarPinnedTrailing) and, in iOS 27, .visibilityPriority(.high) so other items overflow first.",
                    section: .newInIOS27
                )
            case .keyboard?, .unavailable?, nil:
                result = fail(
                    expected, region.map { "in the \($0.rawValue) region" } ?? "not laid out at all", add.location,
                    hint: "Place Add in the top bar with .primaryAction or .topBarTrailing.", section: .notes
                )
            }
            result.picture = pictures
            return result
        }
    }

    // MARK: Results

    func pass(_ expected: String, _ actual: String, _ location: SourcePoint?, _ section: LessonSection = .exercise) -> Verdict {
        .pass(expected: expected, actual: actual, at: location, section: section)
    }

    func fail(_ expected: String, _ actual: String, _ location: SourcePoint?, hint: String, section: LessonSection) -> Verdict {
        .fail(expected: expected, actual: actual, at: location, hint: hint, section: section)
    }
}
