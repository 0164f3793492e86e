public import QuestUI

/// `toolbar-layout`: an Add button with a role placement that adds one row and stays visible on the narrowest
/// iPhone, and a Sort menu whose options reorder the rows, one of them into sorted order.
///
/// Every step that changes state starts from a fresh screen, so one mistake does not cascade into the next step.
@MainActor public struct ToolbarLayoutCheck: Checker {
    public let name = "toolbar-layout"
    /// The profiles drawn in the results: the narrowest iPhone (where Add must stay visible) and an iPad.
    public static let pictureProfiles: [DeviceProfile] = [.iPhoneSE, .iPad]
    private let makeScreen: @MainActor () -> any Screen

    /// Checks the learner's view, built afresh for each step.
    public init<Content: View>(view: @escaping @MainActor () -> Content) {
        makeScreen = { ViewHostScreen(view()) }
    }

    /// Checks screens made by `screens` (tests use scripted screens).
    public init(screens: @escaping @MainActor () -> any Screen) {
        makeScreen = screens
    }

    public func run(_ recorder: CheckRecorder) async {
        let screen = await freshScreen()
        let controls = screen.toolbarControls
        let pictures = Self.pictures(of: screen)
        let add = await addButtonStep(controls, screen: screen, pictures: pictures, recorder)
        if let add {
            await placementStep(add, recorder)
            await visibilityStep(add, screen: screen, pictures: pictures, recorder)
        }
        // Adding and sorting are judged by the rows; with none on screen there is nothing to judge, and one failure
        // that says so is clearer than several that follow from it.
        guard await rowsStep(screen, recorder) else { return }
        if let add { await tapAddStep(add, recorder) }
        await sortSteps(controls, screen: screen, recorder)
    }

    /// Records a failure when the list shows no rows; true when it shows some.
    private func rowsStep(_ screen: any Screen, _ recorder: CheckRecorder) async -> Bool {
        guard screen.rows().isEmpty else { return true }
        await recorder.step(name, "the list shows rows to add to and sort", section: .exercise) {
            fail(
                "the list shows rows to add to and sort", "the trips as rows of a List", "no rows", screen.listLocation,
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

    private func freshScreen() async -> any Screen {
        let screen = makeScreen()
        await screen.appear()
        return screen
    }

    // MARK: Add

    private func addButtonStep(
        _ controls: [ToolbarControl], screen: any Screen, pictures: String, _ recorder: CheckRecorder
    ) async -> ToolbarControl? {
        let add = ToolbarControlFinder.addButton(in: controls)
        await recorder.step(name, "the toolbar has an Add button", section: .exercise) {
            let expected = "a toolbar Button labelled \"Add\" or showing Image(systemName: \"plus\")"
            if let add {
                return pass("the toolbar has an Add button", expected, "found \(add.spelledOut)", add.location)
            }
            let found = controls.isEmpty
                ? "no toolbar items"
                : "toolbar items: " + controls.map { "\($0.spelledOut) (\($0.item.kind.rawValue))" }.joined(separator: ", ")
            return CheckResult(
                check: name, name: "the toolbar has an Add button", status: .fail, expected: expected, actual: found,
                location: screen.listLocation,
                hint: "Attach .toolbar { ToolbarItem(placement: …) { Button(\"Add\", systemImage: \"plus\") { … } } } to the list.",
                section: .exercise, picture: pictures
            )
        }
        return add
    }

    private func placementStep(_ add: ToolbarControl, _ recorder: CheckRecorder) async {
        let title = "the Add button's placement names a role"
        await recorder.step(name, title, section: .notes) {
            let placement = add.placementName
            let expected = "a placement that names the button's role, such as .primaryAction or .topBarTrailing"
            guard let problem = PlacementRule.problem(withAddPlacement: placement) else {
                return pass(title, expected, ".\(placement)", add.location, .notes)
            }
            return fail(
                title, expected, ".\(placement): \(problem)", add.location,
                hint: "Wrap the button in ToolbarItem(placement: .primaryAction) (or .topBarTrailing): placements describe a role, and the system positions each role per device.",
                section: .notes
            )
        }
    }

    private func tapAddStep(_ add: ToolbarControl, _ recorder: CheckRecorder) async {
        let title = "tapping Add adds exactly one row"
        await recorder.step(name, title, section: .exercise) {
            let screen = await freshScreen()
            let before = screen.rows()
            try screen.tap(add)
            let after = screen.rows()
            let expected = "\(Describe.count(before.count + 1, "row")) after one tap (\(before.count) before)"
            let kept = before.allSatisfy { row in after.filter { $0 == row }.count >= before.filter { $0 == row }.count }
            if after.count == before.count + 1 && kept {
                let added = after.enumerated().first { !before.contains($0.element) }?.element
                return pass(title, expected, "\(after.count) rows" + (added.map { ", new row \"\($0)\"" } ?? ""), add.location)
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
            return fail(title, expected, actual, add.location ?? screen.listLocation, hint: hint, section: .exercise)
        }
    }

    private func visibilityStep(
        _ add: ToolbarControl, screen: any Screen, pictures: String, _ recorder: CheckRecorder
    ) async {
        let profile = DeviceProfile.iPhoneSE
        let title = "Add stays visible on the narrowest iPhone (\(profile.name), \(Int(profile.width)) pt)"
        await recorder.step(name, title, section: .newInIOS27) {
            let layout = screen.toolbarLayout(for: profile)
            let region = layout.region(of: add.item.id)
            let expected = "the Add button in the bar, not in the overflow menu"
            var result: CheckResult
            switch region {
            case .leading?, .principal?, .trailing?, .pinnedTrailing?, .bottomBar?:
                result = pass(title, expected, "in the \(region!.rawValue) region", add.location, .newInIOS27)
            case .overflow?:
                let why = layout.movedForSpace.contains { $0.id == add.item.id }
                    ? "moved into the overflow menu (⋯) because the bar is too narrow"
                    : "in the overflow menu (⋯)"
                result = fail(
                    title, expected, why, add.location,
                    hint: "Give Add a placement that stays in the bar (.primaryAction, .topBarTrailing, .topBarPinnedTrailing) and, in iOS 27, .visibilityPriority(.high) so other items overflow first.",
                    section: .newInIOS27
                )
            case .keyboard?, .unavailable?, nil:
                result = fail(
                    title, expected, region.map { "in the \($0.rawValue) region" } ?? "not laid out at all", add.location,
                    hint: "Place Add in the top bar with .primaryAction or .topBarTrailing.", section: .notes
                )
            }
            result.picture = pictures
            return result
        }
    }

    // MARK: Sort

    private func sortSteps(_ controls: [ToolbarControl], screen: any Screen, _ recorder: CheckRecorder) async {
        let candidates = ToolbarControlFinder.sortCandidates(in: controls)
        let findTitle = "the toolbar has a Sort menu"
        var chosen: (control: ToolbarControl, orders: [(option: String, rows: [String])], initial: [String])?
        await recorder.step(name, findTitle, section: .notes) {
            let expected = "a Menu or Picker in the toolbar labelled \"Sort\" (or whose options reorder the rows)"
            if let control = candidates.labelled.first {
                chosen = try await orders(choosing: control)
                return pass(findTitle, expected, "found \(control.spelledOut) (\(control.item.kind.rawValue))", control.location, .notes)
            }
            for control in candidates.others {
                let tried = try await orders(choosing: control)
                if Set(tried.orders.map(\.rows)).count >= 2 {
                    chosen = tried
                    return pass(findTitle, expected, "found \(control.spelledOut), whose options reorder the rows", control.location, .notes)
                }
            }
            let others = candidates.others.map(\.spelledOut)
            return fail(
                findTitle, expected,
                others.isEmpty ? "no Menu or Picker in the toolbar" : "menus \(others.joined(separator: ", ")), but none labelled Sort or reordering the rows",
                screen.listLocation,
                hint: "Add ToolbarItem { Menu(\"Sort\") { Button(\"Name\") { … } … } } (or a Picker bound to a sort order).",
                section: .notes
            )
        }
        guard let chosen else { return }
        let control = chosen.control
        let optionsTitle = "the Sort menu offers at least two orders"
        let options = chosen.orders.map(\.option)
        let enough = await recorder.step(name, optionsTitle, section: .notes) {
            let expected = "at least 2 options"
            let actual = options.isEmpty ? "no options" : "\(Describe.count(options.count, "option")): \(options.map(Describe.quoted).joined(separator: ", "))"
            if options.count >= 2 { return pass(optionsTitle, expected, actual, control.location, .notes) }
            return fail(optionsTitle, expected, actual, control.location,
                        hint: "Give the menu one Button (or Picker option) per order, for example \"Name\" and \"Newest\".", section: .notes)
        }
        guard !enough.failed else { return }
        await reorderStep(control, orders: chosen.orders, initial: chosen.initial, recorder)
        await sortedStep(control, orders: chosen.orders, recorder)
    }

    /// The rows after choosing each option of `control` in turn on one fresh screen, as a user would.
    private func orders(
        choosing control: ToolbarControl
    ) async throws -> (control: ToolbarControl, orders: [(option: String, rows: [String])], initial: [String]) {
        let screen = await freshScreen()
        let initial = screen.rows()
        var orders: [(option: String, rows: [String])] = []
        for option in try screen.options(of: control) {
            try screen.choose(option, in: control)
            orders.append((option, screen.rows()))
        }
        return (control, orders, initial)
    }

    private func reorderStep(
        _ control: ToolbarControl, orders: [(option: String, rows: [String])], initial: [String], _ recorder: CheckRecorder
    ) async {
        let title = "choosing the Sort options gives different row orders"
        await recorder.step(name, title, section: .exercise) {
            let expected = "at least two different orders of the same rows"
            let listing = orders.map { "\"\($0.option)\" → \(Describe.rows($0.rows))" }.joined(separator: "; ")
            if let changed = orders.first(where: { !RowOrder.isPermutation($0.rows, of: initial) }) {
                return fail(
                    title, "the same rows as before, reordered: \(Describe.rows(initial))",
                    "\"\(changed.option)\" shows \(Describe.rows(changed.rows))", control.location,
                    hint: "Sorting changes only the order: sort a copy of the array (sorted(by:)) and keep every row.",
                    section: .exercise
                )
            }
            if Set(orders.map(\.rows)).count >= 2 { return pass(title, expected, listing, control.location) }
            return fail(
                title, expected, "every option shows the same order: \(listing)", control.location,
                hint: "Each option should set a @State sort order that the List's data is sorted by.", section: .exercise
            )
        }
    }

    private func sortedStep(
        _ control: ToolbarControl, orders: [(option: String, rows: [String])], _ recorder: CheckRecorder
    ) async {
        let title = "one of the Sort options puts the rows in sorted order"
        await recorder.step(name, title, section: .exercise) {
            let expected = "the rows A–Z or Z–A by their text after at least one option"
            if let sorted = orders.lazy.compactMap({ order in RowOrder.sortedOrder(of: order.rows).map { (order.option, $0) } }).first {
                return pass(title, expected, "\"\(sorted.0)\" sorts them \(sorted.1)", control.location)
            }
            let listing = orders.map { "\"\($0.option)\" → \(Describe.rows($0.rows))" }.joined(separator: "; ")
            return fail(
                title, expected, "no option sorts them: \(listing)", control.location,
                hint: "Sort by the text the row shows, e.g. items.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }.",
                section: .exercise
            )
        }
    }

    // MARK: Results

    private func pass(
        _ title: String, _ expected: String, _ actual: String, _ location: SourcePoint?, _ section: LessonSection = .exercise
    ) -> CheckResult {
        CheckResult(check: name, name: title, status: .pass, expected: expected, actual: actual, location: location, section: section)
    }

    private func fail(
        _ title: String, _ expected: String, _ actual: String, _ location: SourcePoint?, hint: String, section: LessonSection
    ) -> CheckResult {
        CheckResult(check: name, name: title, status: .fail, expected: expected, actual: actual, location: location, hint: hint, section: section)
    }
}
