import QuestUI

/// The Sort menu's steps: find it, open it, choose each option in turn, and judge the orders.
extension ToolbarLayoutCheck {
    /// The rows after choosing one option.
    typealias Order = (option: String, rows: [String])

    func sortSteps(_ controls: [ToolbarControl], screen: any Screen, _ check: CheckContext) async {
        let candidates = ToolbarControlFinder.sortCandidates(in: controls)
        let findTitle = "the toolbar has a Sort menu"
        var chosen: (control: ToolbarControl, orders: [Order], initial: [String])?
        await check.step(findTitle, section: .notes) {
            let expected = "a Menu or Picker in the toolbar labelled \"Sort\" (or whose options reorder the rows)"
            if let control = candidates.labelled.first {
                chosen = try await orders(choosing: control)
                return pass(expected, "found \(control.spelledOut) (\(control.item.kind.rawValue))", control.location, .notes)
            }
            for control in candidates.others {
                let tried = try await orders(choosing: control)
                if Set(tried.orders.map(\.rows)).count >= 2 {
                    chosen = tried
                    return pass(expected, "found \(control.spelledOut), whose options reorder the rows", control.location, .notes)
                }
            }
            let others = candidates.others.map(\.spelledOut)
            return fail(
                expected,
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
        let enough = await check.step(optionsTitle, section: .notes) {
            let expected = "at least 2 options"
            let actual = options.isEmpty ? "no options" : "\(Describe.count(options.count, "option")): \(options.map(Describe.quoted).joined(separator: ", "))"
            if options.count >= 2 { return pass(expected, actual, control.location, .notes) }
            return fail(expected, actual, control.location,
                        hint: "Give the menu one Button (or Picker option) per order, for example \"Name\" and \"Newest\".", section: .notes)
        }
        guard !enough.failed else { return }
        await reorderStep(control, orders: chosen.orders, initial: chosen.initial, check)
        await sortedStep(control, orders: chosen.orders, check)
    }

    /// The rows after choosing each option of `control` in turn on one fresh screen, as a user would.
    private func orders(
        choosing control: ToolbarControl
    ) async throws -> (control: ToolbarControl, orders: [Order], initial: [String]) {
        let screen = await freshScreen()
        let initial = screen.rows()
        var orders: [Order] = []
        for option in try screen.options(of: control) {
            try screen.choose(option, in: control)
            orders.append((option, screen.rows()))
        }
        // A Toggle in the menu (`Toggle("Z to A", isOn: $descending)`) is one option with two orders: choose it
        // again, as a user would, and count the second order when it differs.
        if orders.count == 1, let only = orders.first {
            try screen.choose(only.option, in: control)
            let again = screen.rows()
            if again != only.rows { orders.append(("\(only.option) (chosen again)", again)) }
        }
        return (control, orders, initial)
    }

    private func reorderStep(
        _ control: ToolbarControl, orders: [Order], initial: [String], _ check: CheckContext
    ) async {
        let title = "choosing the Sort options gives different row orders"
        await check.step(title, section: .exercise) {
            let expected = "at least two different orders of the same rows"
            let listing = orders.map { "\"\($0.option)\" → \(Describe.rows($0.rows))" }.joined(separator: "; ")
            if let changed = orders.first(where: { !RowOrder.isPermutation($0.rows, of: initial) }) {
                return fail(
                    "the same rows as before, reordered: \(Describe.rows(initial))",
                    "\"\(changed.option)\" shows \(Describe.rows(changed.rows))", control.location,
                    hint: "Sorting changes only the order: sort a copy of the array (sorted(by:)) and keep every row.",
                    section: .exercise
                )
            }
            if Set(orders.map(\.rows)).count >= 2 { return pass(expected, listing, control.location) }
            return fail(
                expected, "every option shows the same order: \(listing)", control.location,
                hint: "Each option should set a @State sort order that the List's data is sorted by.", section: .exercise
            )
        }
    }

    private func sortedStep(
        _ control: ToolbarControl, orders: [Order], _ check: CheckContext
    ) async {
        let title = "one of the Sort options puts the rows in sorted order"
        await check.step(title, section: .exercise) {
            let expected = "the rows A–Z or Z–A by their text after at least one option"
            if let sorted = orders.lazy.compactMap({ order in RowOrder.sortedOrder(of: order.rows).map { (order.option, $0) } }).first {
                return pass(expected, "\"\(sorted.0)\" sorts them \(sorted.1)", control.location)
            }
            let listing = orders.map { "\"\($0.option)\" → \(Describe.rows($0.rows))" }.joined(separator: "; ")
            return fail(
                expected, "no option sorts them: \(listing)", control.location,
                hint: "Sort by the text the row shows, e.g. items.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }.",
                section: .exercise
            )
        }
    }
}
