import QuestUI

/// The Sort menu's steps: find it, open it, choose each option in turn, and judge the orders.
extension ToolbarLayoutCheck {
    /// The rows after choosing one option: `option` as the results name it, `choices` the options chosen in turn
    /// from a fresh screen to get there.
    typealias Order = (option: String, rows: [String], choices: [String])

    /// Why a person cannot see the Sort control where the toolbar puts it, as a failure of the step that finds it;
    /// nil when it is in a bar that shows.
    private static func unseen(_ control: ToolbarControl) -> Verdict? {
        let expected = "a Menu or Picker in the toolbar labelled \"Sort\" (or whose options reorder the rows)"
        let why: String
        if let hidden = control.hiddenBy {
            why = "hidden: \(hidden)"
        } else if control.placementName == "keyboard" {
            why = "placed with .keyboard, which shows it only above the keyboard while a field is being edited"
        } else {
            return nil
        }
        return .fail(
            expected: expected, actual: "found \(control.spelledOut), but it is \(why)", at: control.location,
            hint: "Put the Sort menu where a person sees it: ToolbarItem(placement: .topBarLeading) (or .topBarTrailing), with no .hidden().",
            section: .notes
        )
    }

    func sortSteps(_ controls: [ToolbarControl], screen: any Screen, add: ToolbarControl?, _ check: CheckContext) async {
        let candidates = ToolbarControlFinder.sortCandidates(in: controls)
        let findTitle = "the toolbar has a Sort menu"
        var chosen: (control: ToolbarControl, orders: [Order], initial: [String])?
        await check.step(findTitle, section: .notes) {
            let expected = "a Menu or Picker in the toolbar labelled \"Sort\" (or whose options reorder the rows)"
            if let control = candidates.labelled.first {
                if let unseen = Self.unseen(control) { return unseen }
                chosen = try await orders(choosing: control)
                return pass(expected, "found \(control.spelledOut) (\(control.item.kind.rawValue))", control.location, .notes)
            }
            for control in candidates.others {
                let tried = try await orders(choosing: control)
                if Set(tried.orders.map(\.rows)).count >= 2 {
                    if let unseen = Self.unseen(control) { return unseen }
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
        let reordered = await reorderStep(control, orders: chosen.orders, initial: chosen.initial, check)
        let shufflers = await reorderingButtons(controls, besides: add)
        await sortedStep(control, orders: chosen.orders, initial: chosen.initial, add: add, shufflers: shufflers, check)
        await namedDirectionStep(control, orders: chosen.orders, check)
        // Options that drop rows or all give one order fail above, once.
        guard reordered.passed else { return }
        await againStep(control, orders: chosen.orders, initial: chosen.initial, check)
    }

    /// An option whose label names a direction (`Name (A–Z)`, `Z to A`, `Descending`) and that sorts the rows must
    /// sort them that way: a copy-pasted comparison that gives A–Z under "Z–A" passes every other step. Recorded only
    /// when some option names one; an option that sorts nothing is the sorted step's concern.
    private func namedDirectionStep(_ control: ToolbarControl, orders: [Order], _ check: CheckContext) async {
        // A toggle chosen again (`Z to A (chosen again)`) is the other state: its label names the first.
        let named = orders.filter { Set($0.choices).count == $0.choices.count }
            .compactMap { order in Self.namedDirection(of: order.option).map { (order, $0) } }
        guard !named.isEmpty else { return }
        await check.step("a Sort option named A–Z or Z–A sorts that way", section: .exercise) {
            let expected = named.map { "\"\($0.0.option)\" sorts \($0.1)" }.joined(separator: "; ")
            for (order, direction) in named {
                guard let how = RowOrder.sortedOrder(of: order.rows), !how.hasPrefix(direction) else { continue }
                return fail(expected, "\"\(order.option)\" sorts them \(how): \(Describe.rows(order.rows))", control.location,
                            hint: "The option's label and its order disagree: \"\(order.option)\" must sort \(direction). Flip its comparison (.orderedAscending for A–Z, .orderedDescending for Z–A).",
                            section: .exercise)
            }
            return pass(expected, named.map { "\"\($0.0.option)\": \(Describe.rows($0.0.rows))" }.joined(separator: "; "), control.location)
        }
    }

    /// `A–Z` or `Z–A` when an option's label names that direction (`Name (A-Z)`, `Z to A`, `Ascending`,
    /// `Reverse alphabetical`), else nil.
    static func namedDirection(of label: String) -> String? {
        let text = label.lowercased().replacingOccurrences(of: "–", with: "-").replacingOccurrences(of: "—", with: "-")
        let squeezed = text.replacingOccurrences(of: " ", with: "")
        let descending = squeezed.contains("z-a") || squeezed.contains("ztoa") || squeezed.contains("z→a")
            || text.contains("descending") || text.contains("reverse alphabetical")
        let ascending = squeezed.contains("a-z") || squeezed.contains("atoz") || squeezed.contains("a→z")
            || text.contains("ascending") && !text.contains("descending") || text.contains("alphabetical") && !text.contains("reverse")
        switch (ascending, descending) {
        case (true, false): return "A–Z"
        case (false, true): return "Z–A"
        default: return nil
        }
    }

    /// After every option was chosen once, each is chosen again, backwards then forwards, and must give the rows it
    /// gave the first time. Judged only for options whose order is known to be stable (sorted, or the order the screen
    /// started in: "Date Added"), so a "Shuffle" option is never held to its first order. Catches an in-place sort
    /// that cannot go back to the added order, a Z–A that only reverses what is shown, an option that works once.
    private func againStep(_ control: ToolbarControl, orders: [Order], initial: [String], _ check: CheckContext) async {
        // A menu of one Toggle was already chosen twice: it has no other option to come back from.
        let options = orders.map(\.option)
        guard orders.count >= 2, Set(orders.compactMap(\.choices.last)).count == orders.count else { return }
        let judged = Set(orders.filter { $0.rows == initial || RowOrder.sortedOrder(of: $0.rows) != nil }.map(\.option))
        guard !judged.isEmpty else { return }
        let title = "choosing a Sort option again gives its order again"
        await check.step(title, section: .exercise) {
            let screen = await freshScreen()
            for option in options {
                try screen.choose(option, in: control)
                await screen.settle()
            }
            // Backwards (each option right after itself or the one after it), then forwards again (each right after
            // the one before it): an option that only reverses what is shown, or works once, differs in one of them.
            for order in Array(orders.reversed()) + orders {
                try screen.choose(order.option, in: control)
                await screen.settle()
                await screen.letDebouncesFinish()
                let again = screen.rows()
                guard judged.contains(order.option), again != order.rows else { continue }
                // A switch among the options (`Toggle("Descending", isOn: $descending)` beside Name and Date Added) is
                // on or off depending on how often it was chosen, and every other order follows it: not judged here.
                if let toggle = options.first(where: control.switches.contains) {
                    return pass("each option's order whenever it is chosen",
                                "\"\(toggle)\" switches on and off, so the orders follow it; not judged", control.location)
                }
                return fail(
                    "\"\(order.option)\" → \(Describe.rows(order.rows)) whenever it is chosen",
                    "chosen again after the others: \(Describe.rows(again))", control.location,
                    hint: "Each option should set a @State sort order that the rows are sorted by when shown (a computed property): sorting the array in place, or reversing what is shown, cannot come back to an earlier order.",
                    section: .exercise
                )
            }
            // An order a delayed task or a timer undoes later (`order = .added` after eight seconds) is not the
            // option's order either: a person reads the list for a while. Virtual time, so the minute costs nothing.
            if let last = orders.last, judged.contains(last.option), control.switches.isEmpty {
                await screen.letTimePass()
                let later = screen.rows()
                if later != last.rows {
                    return fail(
                        "\"\(last.option)\" → \(Describe.rows(last.rows)) until another option is chosen",
                        "a minute after choosing it: \(Describe.rows(later))", control.location,
                        hint: "Keep the chosen order in @State until another option is chosen: no timer or delayed Task should change it back.",
                        section: .exercise
                    )
                }
            }
            return pass("each option's order whenever it is chosen",
                        orders.reversed().map { "\"\($0.option)\" → \(Describe.rows($0.rows))" }.joined(separator: "; "), control.location)
        }
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
            // An order that holds only for a moment (reverted by a timer) is not the option's order.
            await screen.letDebouncesFinish()
            chosen.append(option)
            orders.append((option, screen.rows(), chosen))
        }
        // A Toggle in the menu (`Toggle("Z to A", isOn: $descending)`) is one option with two orders: choose it
        // again, as a user would, and count the second order when it differs.
        if orders.count == 1, let only = orders.first {
            try screen.choose(only.option, in: control)
            await screen.settle()
            await screen.letDebouncesFinish()
            let again = screen.rows()
            if again != only.rows { orders.append(("\(only.option) (chosen again)", again, [only.option, only.option])) }
        }
        return (control, orders, initial)
    }

    private func reorderStep(
        _ control: ToolbarControl, orders: [Order], initial: [String], _ check: CheckContext
    ) async -> StepOutcome {
        let title = "choosing the Sort options gives different row orders"
        return await check.step(title, section: .exercise) {
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
        _ control: ToolbarControl, orders: [Order], initial: [String], add: ToolbarControl?, shufflers: [ToolbarControl],
        _ check: CheckContext
    ) async {
        let title = "one of the Sort options puts the rows in sorted order"
        await check.step(title, section: .exercise) {
            let expected = "the rows A–Z or Z–A by their text after at least one option"
            let sorting = orders.compactMap { order in RowOrder.sortedOrder(of: order.rows).map { (order: order, how: $0) } }
            if let first = sorting.first {
                let sorts = "\"\(first.order.option)\" sorts them \(first.how)"
                guard let add else { return pass(expected, sorts, control.location) }
                // The order must hold for the rows the list has now: an order written down for the first rows (a
                // table of ranks) puts a new row anywhere, and a sort of the first few rows, or by first letters only,
                // looks right on a short list whose names all start differently. So Add is tapped many times (a form
                // gets names that share their first letters, in reverse order) and the rows reordered (Shuffle), then
                // the option chosen. Any option that sorted the first rows may be the one that sorts (another may
                // have sorted them by chance, a date order that happened to be alphabetical).
                var wrong: (option: String, after: RowsAfterAdding)?
                for candidate in sorting {
                    guard let added = try await rowsAfterAdding(with: add, reordering: shufflers,
                                                                thenChoosing: candidate.order.choices, in: control) else {
                        return pass(expected, sorts, control.location)
                    }
                    // Every row the list had before the option was chosen is still there: a sort that keys rows by
                    // name (a Dictionary, a Set) drops those that share one, which only Add's rows may do. (An option
                    // that drops some of the first rows fails the orders step, once.)
                    if RowOrder.isPermutation(candidate.order.rows, of: initial), !RowOrder.isPermutation(added.rows, of: added.before) {
                        return fail(
                            expected + ", rows added with Add included",
                            "after \(added.done), \"\(candidate.order.option)\" shows \(Describe.count(added.rows.count, "row")) of \(added.before.count): \(Describe.rows(added.rows))",
                            control.location,
                            hint: "Sort every row, those that share a name included: sorted(by:) on the array keeps them all; a Dictionary or Set keyed by the name drops all but one.",
                            section: .exercise
                        )
                    }
                    if RowOrder.sortedOrder(of: added.rows) != nil {
                        // The other way round too: chosen first, then Add must still add a row (sorted in, or at the
                        // end when the option sorted the array in place). A list that shows a sorted copy made when
                        // the option was chosen never shows it.
                        // Then every other option that kept the first rows: the rows added meanwhile stay (a Name sort
                        // that keeps a copy of the added order, and goes back to it, loses them).
                        let others = orders.filter {
                            $0.option != candidate.order.option && $0.choices.count == 1 && RowOrder.isPermutation($0.rows, of: initial)
                        }.map(\.option)
                        let later = try await rowsAfterChoosing(candidate.order.choices, in: control, thenAdding: add, thenChoosing: others)
                        // (An option that drops rows fails the orders step; Add is not judged through it.)
                        if let later, RowOrder.isPermutation(candidate.order.rows, of: initial) {
                            for (taps, rows) in later.after.enumerated() {
                                let before = taps == 0 ? later.before : later.after[taps - 1]
                                let tapped = taps == 0 ? "Add" : "Add \(taps + 1) times"
                                // (An Add that stops adding after its first tap fails where Add is judged.)
                                if taps > 0, rows.count <= before.count { break }
                                if rows.count <= before.count {
                                    return fail(
                                        expected + ", and Add adding a row while it is chosen",
                                        "after \"\(candidate.order.option)\" then \(tapped): \(Describe.rows(rows)) (\(Describe.count(before.count, "row")) before the tap)",
                                        control.location,
                                        hint: "Show the rows sorted from the @State array each time (a computed property), not a sorted copy made when the option was chosen.",
                                        section: .exercise
                                    )
                                }
                                // The rows already there keep their order (the new one sorted in, or put at an end by
                                // a sort done once): an Add that resets the order, or turns it around, fails.
                                let kept = Self.removing(RowOrder.addedIndices(in: rows, over: before), from: rows)
                                if kept != before {
                                    return fail(
                                        expected + ", kept while Add adds rows",
                                        "after \"\(candidate.order.option)\" then \(tapped): the rows that were there are now \(Describe.rows(kept)), not \(Describe.rows(before))",
                                        control.location,
                                        hint: "Adding a row must not change the chosen order: keep the order in @State of its own and sort the rows by it each time.",
                                        section: .exercise
                                    )
                                }
                            }
                        }
                        if let later, RowOrder.isPermutation(candidate.order.rows, of: initial), let added = later.after.last,
                           added.count > later.before.count,
                           let lost = later.others.first(where: { !RowOrder.isPermutation($0.rows, of: added) }) {
                            return fail(
                                expected + ", and the rows added while it is chosen kept when another option is chosen",
                                "after \"\(candidate.order.option)\", then Add twice (\(Describe.count(added.count, "row"))), then \"\(lost.option)\": \(Describe.rows(lost.rows))",
                                control.location,
                                hint: "Keep one @State array of every row and show it sorted by the chosen order (a computed property): a copy of the rows kept to go back to an earlier order misses the rows added since.",
                                section: .exercise
                            )
                        }
                        return pass(expected + ", rows added with Add included",
                                    "\"\(candidate.order.option)\" sorts them \(candidate.how), and again after \(added.done)",
                                    control.location)
                    }
                    wrong = wrong ?? (candidate.order.option, added)
                }
                let after = wrong.map { ", but after \($0.after.done), then \"\($0.option)\": \(Describe.rows($0.after.rows))" } ?? ""
                return fail(
                    expected + ", rows added with Add included", sorts + after, control.location,
                    hint: wrong.map { Self.unsortedHint($0.after.rows, initial: initial) } ?? Self.writtenDownHint,
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

    /// How many times Add is tapped before an option is judged on the rows: more rows than a sort of the first few
    /// rows leaves in order.
    static let sortedAdds = 8

    /// What an Add form is filled in with, tap after tap: names that share their first letters and come in reverse
    /// order after the first, so that a sort by first letters only leaves them out of order. No two are the same (a
    /// form may refuse a name the list has).
    static let sortedAddNames = ["Quest Trip"] + ["Zulu", "Yankee", "Whiskey", "Victor", "Uniform", "Tango", "Sierra"].map { "Quest Trip \($0)" }

    /// The toolbar's buttons besides Add that reorder the rows (Shuffle): tapped on a fresh screen, each leaves the
    /// same rows in another order, with no sheet, alert or screen pushed.
    private func reorderingButtons(_ controls: [ToolbarControl], besides add: ToolbarControl?) async -> [ToolbarControl] {
        var found: [ToolbarControl] = []
        for control in controls where control.item.kind == .button && control.item.id != add?.item.id {
            if await effect(ofTapping: control)?.reorders == true { found.append(control) }
        }
        return found
    }

    static let writtenDownHint =
        "Sort the rows the list has now (sorted(by:) on the @State array, in a computed property), not an order written down for the first rows."

    /// The likeliest mistake behind `rows`, which one option sorted while the list had only the rows `initial`.
    static func unsortedHint(_ rows: [String], initial: [String]) -> String {
        if RowOrder.sortedOrder(of: rows.map { String($0.prefix(1)) }) != nil {
            return "The rows are sorted by their first letter only: rows that share it stay as they were. Compare whole names: sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }."
        }
        let inOrder = (2...max(2, rows.count)).last { RowOrder.sortedOrder(of: Array(rows.prefix($0))) != nil } ?? 0
        if inOrder > initial.count {
            return "Only the first \(inOrder) rows are in order: sort every row the list has, however many (sorted(by:) on the whole @State array)."
        }
        return writtenDownHint
    }

    /// The rows a Sort option shows after rows were added, and how they were (`tapping Add 8 times and Shuffle once`).
    struct RowsAfterAdding {
        var rows: [String]
        var done: String
        /// The rows before the option was chosen.
        var before: [String]
    }

    /// The rows after tapping Add `sortedAdds` times (filling in its form, if it opens one) and each of `shufflers`
    /// once, then choosing `choices` in turn, on a fresh screen; nil when Add added no row (the Add step says so).
    private func rowsAfterAdding(
        with add: ToolbarControl, reordering shufflers: [ToolbarControl], thenChoosing choices: [String], in control: ToolbarControl
    ) async throws -> RowsAfterAdding? {
        let screen = await freshScreen()
        let before = screen.rows()
        _ = try await screen.tapAndFinish(add, typing: Self.sortedAddNames[0])
        // Later taps are as many as Add allows: the Add step judges Add (an Add disabled past some number of rows is
        // not this step's concern), and the rows added so far are sorted all the same.
        var taps = 1
        for name in Self.sortedAddNames.dropFirst().prefix(Self.sortedAdds - 1) {
            do { _ = try await screen.tapAndFinish(add, typing: name) } catch { break }
            // A form that refused the name is closed, as a person would, and the rows added so far are sorted.
            if screen.presentedSheet != nil || screen.presentedAlert != nil {
                try? screen.dismiss()
                break
            }
            taps += 1
        }
        var tapped: [ToolbarControl] = []
        for shuffler in shufflers where (try? screen.tap(shuffler)) != nil {
            await screen.settle()
            tapped.append(shuffler)
        }
        let done = "tapping \(add.spelledOut) \(taps == 1 ? "once" : "\(taps) times")"
            + tapped.map { " and \($0.spelledOut) once" }.joined()
        let unsorted = screen.rows()
        guard !RowOrder.addedIndices(in: unsorted, over: before).isEmpty else { return nil }
        for choice in choices { try screen.choose(choice, in: control) }
        await screen.settle()
        await screen.letDebouncesFinish()
        return RowsAfterAdding(rows: screen.rows(), done: done, before: unsorted)
    }

    /// The rows before and after tapping Add, on a fresh screen where `choices` were chosen first; nil when the screen
    /// could not be driven that way.
    ///
    /// Add is tapped twice (an Add that turns the order around each time shows it at one of them), the rows read after
    /// each tap; then each of `others` is chosen in turn, the rows read after each.
    private func rowsAfterChoosing(
        _ choices: [String], in control: ToolbarControl, thenAdding add: ToolbarControl, thenChoosing others: [String]
    ) async throws -> (before: [String], after: [[String]], others: [(option: String, rows: [String])])? {
        let screen = await freshScreen()
        for choice in choices { try screen.choose(choice, in: control) }
        await screen.settle()
        await screen.letDebouncesFinish()
        let before = screen.rows()
        var after: [[String]] = []
        for name in Self.sortedAddNames.prefix(2) {
            _ = try await screen.tapAndFinish(add, typing: name)
            await screen.settle()
            await screen.letDebouncesFinish()
            after.append(screen.rows())
        }
        var chosen: [(option: String, rows: [String])] = []
        for option in others {
            try screen.choose(option, in: control)
            await screen.settle()
            await screen.letDebouncesFinish()
            chosen.append((option, screen.rows()))
        }
        return (before, after, chosen)
    }

    /// `rows` without the rows at `indices`.
    static func removing(_ indices: [Int], from rows: [String]) -> [String] {
        let dropped = Set(indices)
        return rows.indices.filter { !dropped.contains($0) }.map { rows[$0] }
    }
}
