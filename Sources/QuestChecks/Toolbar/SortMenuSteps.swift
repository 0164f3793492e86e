import QuestUI

/// The Sort menu's steps: find it, open it, choose each option in turn, and judge the orders.
extension ToolbarLayoutCheck {
    /// The rows after choosing one option: `option` as the results name it, `choices` the options chosen in turn
    /// from a fresh screen to get there.
    typealias Order = (option: String, rows: [String], choices: [String])

    func sortSteps(_ controls: [ToolbarControl], screen: any Screen, add: ToolbarControl?, _ check: CheckContext) async {
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
        await sortedStep(control, orders: chosen.orders, add: add, check)
    }

    /// The rows after choosing each option of `control` in turn on one fresh screen, as a user would.
    private func orders(
        choosing control: ToolbarControl
    ) async throws -> (control: ToolbarControl, orders: [Order], initial: [String]) {
        let screen = await freshScreen()
        let initial = screen.rows()
        var orders: [Order] = []
        var chosen: [String] = []
        for option in try screen.options(of: control) {
            try screen.choose(option, in: control)
            await screen.settle()
            chosen.append(option)
            orders.append((option, screen.rows(), chosen))
        }
        // A Toggle in the menu (`Toggle("Z to A", isOn: $descending)`) is one option with two orders: choose it
        // again, as a user would, and count the second order when it differs.
        if orders.count == 1, let only = orders.first {
            try screen.choose(only.option, in: control)
            await screen.settle()
            let again = screen.rows()
            if again != only.rows { orders.append(("\(only.option) (chosen again)", again, [only.option, only.option])) }
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
        _ control: ToolbarControl, orders: [Order], add: ToolbarControl?, _ check: CheckContext
    ) async {
        let title = "one of the Sort options puts the rows in sorted order"
        await check.step(title, section: .exercise) {
            let expected = "the rows A–Z or Z–A by their text after at least one option"
            let sorting = orders.compactMap { order in RowOrder.sortedOrder(of: order.rows).map { (order: order, how: $0) } }
            if let first = sorting.first {
                let sorts = "\"\(first.order.option)\" sorts them \(first.how)"
                guard let add else { return pass(expected, sorts, control.location) }
                // The order must hold for the rows the list has now: an order written down for the first rows (a
                // table of ranks) puts a new row anywhere. Any option that sorted the first rows may be the one that
                // sorts (another may have sorted them by chance, a date order that happened to be alphabetical).
                var wrong: (option: String, rows: [String])?
                for candidate in sorting {
                    guard let added = try await rowsAfterAdding(with: add, thenChoosing: candidate.order.choices, in: control) else {
                        return pass(expected, sorts, control.location)
                    }
                    if RowOrder.sortedOrder(of: added.rows) != nil {
                        return pass(expected + ", a row added with Add included",
                                    "\"\(candidate.order.option)\" sorts them \(candidate.how), and again with \"\(added.new)\" added",
                                    control.location)
                    }
                    wrong = wrong ?? (candidate.order.option, added.rows)
                }
                let after = wrong.map { ", but after Add then \"\($0.option)\": \(Describe.rows($0.rows))" } ?? ""
                return fail(
                    expected + ", a row added with Add included", sorts + after, control.location,
                    hint: "Sort the rows the list has now (sorted(by:) on the @State array, in a computed property), not an order written down for the first rows.",
                    section: .exercise
                )
            }
            let listing = orders.map { "\"\($0.option)\" → \(Describe.rows($0.rows))" }.joined(separator: "; ")
            return fail(
                expected, "no option sorts them: \(listing)", control.location,
                hint: "Sort by the text the row shows, e.g. items.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }.",
                section: .exercise
            )
        }
    }

    /// The rows after tapping Add (filling in its form, if it opens one) and then choosing `choices` in turn, on a
    /// fresh screen, with the row Add added; nil when Add added no row (the Add step says so).
    private func rowsAfterAdding(
        with add: ToolbarControl, thenChoosing choices: [String], in control: ToolbarControl
    ) async throws -> (rows: [String], new: String)? {
        let screen = await freshScreen()
        let before = screen.rows()
        _ = try await screen.tapAndFinish(add, typing: "Quest Trip")
        var remaining = before
        let new = screen.rows().filter { row in
            guard let index = remaining.firstIndex(of: row) else { return true }
            remaining.remove(at: index)
            return false
        }
        guard let first = new.first else { return nil }
        for choice in choices { try screen.choose(choice, in: control) }
        await screen.settle()
        return (screen.rows(), first)
    }
}
