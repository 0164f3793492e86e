import QuestUI

/// The search after the toolbar changed the rows: typing must filter the rows the list shows now, in the order it
/// shows them.
///
/// A search over a copy kept from the start (a `static let` of the first rows, an array filled once) or over the rows
/// as added (forgetting the order the Sort menu chose) shows the right rows on a fresh screen and only goes wrong here:
/// a trip added is never found, trips removed come back as soon as one types, the matches come out unsorted.
extension SearchFilterCheck {
    /// Something a person does in the toolbar that may change the rows.
    enum ToolbarAction {
        case tap(ToolbarControl)
        case choose(String, in: ToolbarControl)
        /// An option chosen, then Add tapped: a search over a copy made when the option was chosen misses the new row.
        case chooseThenAdd(String, in: ToolbarControl, add: ToolbarControl)

        /// `tapping "Add"`, `choosing "Name" in "Sort"`, `choosing "Name" in "Sort", then tapping "Add"`.
        var phrase: String {
            switch self {
            case .tap(let button): "tapping \(button.spelledOut)"
            case .choose(let option, let menu): "choosing \(Describe.quoted(option)) in \(menu.spelledOut)"
            case .chooseThenAdd(let option, let menu, let add):
                "choosing \(Describe.quoted(option)) in \(menu.spelledOut), then tapping \(add.spelledOut)"
            }
        }
    }

    /// At most this many buttons, menus, and options of each menu are tried, each on a fresh screen.
    private static let tried = 6

    /// The toolbar's buttons (the overflow menu's included) and its menus' and pickers' options, in toolbar order; then
    /// each option again, followed by a tap of Add.
    private func actionsWithAdds() async -> [ToolbarAction] {
        let actions = await actions()
        guard let add = ToolbarControlFinder.addButton(in: await freshScreen().toolbarControls) else { return actions }
        return actions + actions.compactMap { action in
            guard case .choose(let option, let menu) = action else { return nil }
            return .chooseThenAdd(option, in: menu, add: add)
        }
    }

    /// The toolbar's buttons (the overflow menu's included) and its menus' and pickers' options, in toolbar order.
    private func actions() async -> [ToolbarAction] {
        let screen = await freshScreen()
        let controls = screen.toolbarControls
        let taps = controls.filter { $0.item.kind == .button }.prefix(Self.tried).map(ToolbarAction.tap)
        let menus = controls.filter { $0.item.kind == .menu || $0.item.kind == .picker }.prefix(Self.tried)
        let choices = menus.flatMap { menu in
            ((try? screen.options(of: menu)) ?? []).prefix(Self.tried).map { ToolbarAction.choose($0, in: menu) }
        }
        return taps + choices
    }

    /// One step for each toolbar action that changes the rows and leaves the same list with an empty search field
    /// (an action that changes nothing, navigates, leaves a sheet or alert up, or writes into the search field gets
    /// none): part of a name it added, removed or moved is typed and every keystroke judged against the rows as they
    /// are after it. True when every step it recorded passed (or it recorded none).
    @discardableResult
    func changedRowsSteps(location: SourcePoint?, _ check: CheckContext) async -> Bool {
        var allPassed = true
        for action in await actionsWithAdds() {
            // What an Add form is filled in with: a name drawn per run, so that no fixed row can be expected.
            let word = check.random.word(length: 5...7)
            let name = word.prefix(1).uppercased() + word.dropFirst()
            let screen = await freshScreen()
            let before = (rows: screen.rows(), titles: screen.rowTitles(), path: screen.navigationPath)
            var phrase = action.phrase
            switch action {
            case .tap(let button):
                do {
                    // A Shuffle can give the order the rows had (1 in 720 for six rows): a person taps it again, and so
                    // does the check, up to three times, so that whether the step is recorded does not depend on luck.
                    for tap in 1...3 {
                        let done = try await screen.tapAndFinish(button, typing: name)
                        if tap == 1, let done { phrase += " (\(done))" }
                        await screen.letDebouncesFinish()
                        guard screen.rows() == before.rows, screen.navigationPath == before.path,
                              screen.presentedSheet == nil, screen.presentedAlert == nil else { break }
                    }
                } catch {
                    continue
                }
            case .choose(let option, let menu):
                guard (try? screen.choose(option, in: menu)) != nil else { continue }
            case .chooseThenAdd(let option, let menu, let add):
                guard (try? screen.choose(option, in: menu)) != nil else { continue }
                await screen.letDebouncesFinish()
                do {
                    if let done = try await screen.tapAndFinish(add, typing: name) { phrase += " (\(done))" }
                } catch {
                    continue
                }
            }
            await screen.letDebouncesFinish()
            let after = (rows: screen.rows(), titles: screen.rowTitles())
            guard after.rows != before.rows, after.rows.count == after.titles.count,
                  screen.navigationPath == before.path, screen.presentedSheet == nil, screen.presentedAlert == nil,
                  screen.searchField?.text.isEmpty == true,
                  let query = Self.changeQuery(before: before.rows, beforeTitles: before.titles,
                                               after: after.rows, afterTitles: after.titles, random: &check.random)
            else { continue }
            let outcome = await check.step("the search finds the rows as they are after \(action.phrase)", section: .notes) {
                let shownAfterEach = try await rowsAfterEachKeystroke(query, on: screen)
                var verdict = judgeKeystrokes(query, shownAfterEach: shownAfterEach, all: after.rows, titles: after.titles,
                                              location: location) { index, prefixes in
                    // Rows a right filter of the rows before would show: the search reads a stale copy.
                    let stale = SearchQueryPlanner.problem(shown: shownAfterEach[index], all: before.rows, titles: before.titles,
                                                           query: prefixes[index]) == nil
                    return stale ? Self.staleRowsHint : Self.generalHint
                }
                verdict.actual = "after \(phrase): " + verdict.actual
                return verdict
            }
            allPassed = allPassed && outcome.passed
        }
        return allPassed
    }

    /// One step for each Sort option that puts the rows in sorted order (A–Z or Z–A): on a fresh screen a letter that
    /// rows in a new order share is typed, the option chosen while it is there, and the matches must be in the
    /// option's order (as the list is after choosing it with no query); the query then cleared, the list must keep
    /// that order; then each other option of the menu must give what it gives after that option with no query typed.
    /// A Sort ignored while a query is typed, one that stops working after a search, a clear that resets the order, or
    /// a choice that sorts the data itself only while searching (so that "Date Added" cannot come back) fails here.
    /// True when every step it recorded passed (or it recorded none).
    @discardableResult
    func sortWhileSearchingSteps(location: SourcePoint?, _ check: CheckContext) async -> Bool {
        var allPassed = true
        let actions = await actions()
        for action in actions {
            guard case .choose(let option, let menu) = action else { continue }
            // The option's order with no query, on a fresh screen.
            let plain = await freshScreen()
            let before = (rows: plain.rows(), titles: plain.rowTitles())
            guard (try? plain.choose(option, in: menu)) != nil else { continue }
            await plain.settle()
            await plain.letDebouncesFinish()
            let after = (rows: plain.rows(), titles: plain.rowTitles())
            // Only an option that sorts is judged: a Shuffle in the menu gives a new order each time it is chosen.
            guard after.rows != before.rows, RowOrder.isPermutation(after.rows, of: before.rows), RowOrder.sortedOrder(of: after.rows) != nil,
                  after.rows.count == after.titles.count, plain.searchField?.text.isEmpty == true,
                  let moved = Self.movedQuery(before: before.rows, beforeTitles: before.titles, after: after.rows, afterTitles: after.titles)
            else { continue }
            // Its first letter: every row it matches is in a new order after the choice.
            let query = SearchQueryPlanner.mixedCase(String(moved.prefix(1)), random: &check.random)
            let others = await orders(after: option, in: menu, among: actions)
            let title = "\(action.phrase) while searching orders the matches as it orders the list, and clearing keeps that order"
            let outcome = await check.step(title, section: .notes) {
                let screen = await freshScreen()
                _ = try await rowsAfterEachKeystroke(query, on: screen)
                try screen.choose(option, in: menu)
                await screen.settle()
                await screen.letDebouncesFinish()
                let shown = screen.rows()
                let expected = "the rows matching \"\(query)\" in the order \(action.phrase) gives the list, then that whole list after clearing"
                if let problem = SearchQueryPlanner.problem(shown: shown, all: after.rows, titles: after.titles, query: query) {
                    return result(.fail, expected, "after typing \"\(query)\" and \(action.phrase): \(Describe.rows(shown)): \(problem)", location,
                                  hint: "Apply the chosen order to what the search shows: sort the rows, then filter them, in one computed property the List reads, whatever the query is.")
                }
                try screen.clearSearch()
                await screen.settle()
                await screen.letDebouncesFinish()
                let cleared = screen.rows()
                guard cleared == after.rows else {
                    return result(.fail, expected, "after clearing the query: \(Describe.rows(cleared)), not the order \(action.phrase) gives: \(Describe.rows(after.rows))", location,
                                  hint: "Keep the chosen order when the search is cleared: the sort order is state of its own, which the query does not change.")
                }
                for (index, (other, rows)) in others.enumerated() {
                    // The same choices as the screen the expected rows came from: the option again before each
                    // later one, so that each is judged right after the option, as the first is.
                    if index > 0 {
                        try screen.choose(option, in: menu)
                        await screen.settle()
                        await screen.letDebouncesFinish()
                    }
                    try screen.choose(other, in: menu)
                    await screen.settle()
                    await screen.letDebouncesFinish()
                    let now = screen.rows()
                    guard now == rows else {
                        return result(.fail, "then choosing \(Describe.quoted(other)): \(Describe.rows(rows)), as with no query typed before",
                                      "\(Describe.rows(now)) after choosing \(Describe.quoted(option)) while \"\(query)\" was typed and clearing it", location,
                                      hint: "Keep the rows in the order they were added and sort a copy for the List (a computed property): sorting the array itself while searching loses the order the other options need.")
                    }
                }
                return result(.pass, expected, "\(Describe.rows(shown)), then \(Describe.count(cleared.count, "row")) in that order", location)
            }
            allPassed = allPassed && outcome.passed
        }
        return allPassed
    }

    /// The other options of `menu`, each with the rows it gives when chosen after `option` with no query typed: on one
    /// fresh screen, `option` then the first other, `option` again then the second, and so on, the very choices the
    /// step makes after clearing its query (so a state one choice leaves, a direction say, is there in both). An option
    /// that gives another order when chosen again (a Shuffle, a direction toggle) is left out, since its order cannot
    /// be expected.
    private func orders(after option: String, in menu: ToolbarControl, among actions: [ToolbarAction]) async -> [(String, [String])] {
        var others: [String] = []
        for case .choose(let other, let otherMenu) in actions where otherMenu.item.id == menu.item.id && other != option {
            let screen = await freshScreen()
            var shown: [[String]] = []
            for choice in [option, other, other] {
                guard (try? screen.choose(choice, in: menu)) != nil else { break }
                await screen.settle()
                await screen.letDebouncesFinish()
                shown.append(screen.rows())
            }
            guard shown.count == 3, shown[1] == shown[2] else { continue }
            others.append(other)
        }
        guard !others.isEmpty else { return [] }
        let screen = await freshScreen()
        var orders: [(String, [String])] = []
        for other in others {
            for choice in [option, other] {
                guard (try? screen.choose(choice, in: menu)) != nil else { return orders }
                await screen.settle()
                await screen.letDebouncesFinish()
            }
            orders.append((other, screen.rows()))
        }
        return orders
    }

    /// A query about what an action changed: the whole name of a row it added and a letter more, else part of the name
    /// of a row it removed, else (it only moved rows) one whose first letter matches rows now in another order than before, so a search that
    /// forgets the order shows it at the first keystroke.
    static func changeQuery(
        before: [String], beforeTitles: [String], after: [String], afterTitles: [String], random: inout CheckRandom
    ) -> String? {
        let added = RowOrder.addedIndices(in: after, over: before).filter(afterTitles.indices.contains).map { afterTitles[$0] }
        let removed = RowOrder.addedIndices(in: before, over: after).filter(beforeTitles.indices.contains).map { beforeTitles[$0] }
        // An added row is typed whole, and one letter more: every character a row can get from a form or a counter
        // (`New Trip 7`), at every length up to the whole name, and not past it.
        if let title = added.first(where: { $0.count > 1 }) {
            return SearchQueryPlanner.mixedCase(String(title.prefix(32)), random: &random, flippingAccented: true)
                + random.word(length: 1...1)
        }
        for title in removed {
            if let query = SearchQueryPlanner.narrowingQuery(for: [title], random: &random) { return query }
        }
        if let moved = movedQuery(before: before, beforeTitles: beforeTitles, after: after, afterTitles: afterTitles) {
            return SearchQueryPlanner.mixedCase(moved, random: &random)
        }
        return SearchQueryPlanner.narrowingQuery(for: afterTitles, random: &random)
    }

    /// Three letters of a title (fewer at a word's end) whose first letter matches rows in a different order after
    /// than before; nil when no letter shows the move.
    private static func movedQuery(
        before: [String], beforeTitles: [String], after: [String], afterTitles: [String]
    ) -> String? {
        func matches(_ letter: String, rows: [String], titles: [String]) -> [String] {
            zip(rows, titles).filter { SearchQueryPlanner.matchesStrictly($0.1, letter) }.map(\.0)
        }
        for title in afterTitles {
            for word in title.split(whereSeparator: { !$0.isLetter }) {
                let letters = Array(word)
                for start in letters.indices {
                    let letter = String(letters[start])
                    let now = matches(letter, rows: after, titles: afterTitles)
                    guard now.count >= 2, now != matches(letter, rows: before, titles: beforeTitles) else { continue }
                    return String(letters[start..<min(letters.count, start + 3)])
                }
            }
        }
        return nil
    }

    private static let staleRowsHint =
        "Filter the rows the List shows, as they are now and in the order it shows them: a copy kept from when the screen appeared, or the items as added, misses the rows added, removed or reordered since."
}
