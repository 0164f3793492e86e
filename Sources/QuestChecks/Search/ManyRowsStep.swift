import QuestUI

/// The search over a list grown well past the starter's length by tapping Add many times.
///
/// The starter's rows are few, and the rows Add adds one at a time differ little: a search that shows at most a few
/// matches, looks only at the first rows, or drops the digits of what is typed (`New Trip 1` finding every
/// `New Trip 7`) shows the right rows on them, and only goes wrong here.
extension SearchFilterCheck {
    /// How many times Add is tapped: the list then has more rows than a short list's limit could hide. With 8, a
    /// search capped at ten matches passed (the most any query matched was ten); with 20, the lesson's solution has 26
    /// rows, 22 of them matching the first letter typed. A cap above that still passes: no list is long enough for every cap.
    static let manyAdds = 20

    /// Taps Add `manyAdds` times on a fresh screen (filling in its form, if it opens one, with names of three words
    /// that share the first), then types the whole name of the added row shown last, and a letter more, judged after every keystroke
    /// against the rows as they are. Records nothing when there is no Add button, or Add leaves the list changed in a
    /// way the search cannot be judged on (a sheet left up, the search text changed, no row added).
    func manyRowsStep(location: SourcePoint?, _ check: CheckContext) async {
        let screen = await freshScreen()
        guard let add = ToolbarControlFinder.addButton(in: screen.toolbarControls) else { return }
        let before = screen.rows()
        let path = screen.navigationPath
        let word = check.random.word(length: 4...6)
        let stem = word.prefix(1).uppercased() + word.dropFirst()
        var names: [String] = []
        while names.count < Self.manyAdds {
            // 21 to 25 letters: longer than a search that looks at a name's first 20 letters sees.
            let name = "\(stem) \(check.random.word(length: 6...7)) \(check.random.word(length: 9...10))"
            if !names.contains(name) { names.append(name) }
        }
        let addsTitle = "tapping \(add.spelledOut) \(Self.manyAdds) times adds \(Self.manyAdds) rows"
        for (taps, name) in names.enumerated() {
            do {
                _ = try await screen.tapAndFinish(add, typing: name)
            } catch let error as ViewHostError where error.reason == .disabled && taps > 0 {
                // Add greyed out once the list has some rows: it stops adding where the checks' first taps do not.
                let rows = screen.rows().count
                await check.step(addsTitle, section: .exercise) {
                    result(.fail, "\(Self.manyAdds) taps, each adding a row", "after \(Describe.count(taps, "tap")) (\(Describe.count(rows, "row"))) it is disabled", add.location,
                           hint: "Let Add add a row every time it is tapped, however many rows the list has.")
                }
                return
            } catch {
                return
            }
        }
        await screen.letDebouncesFinish()
        let after = (rows: screen.rows(), titles: screen.rowTitles())
        let added = RowOrder.addedIndices(in: after.rows, over: before).filter(after.titles.indices.contains)
        guard after.rows.count == after.titles.count, screen.navigationPath == path, screen.presentedSheet == nil,
              screen.presentedAlert == nil, screen.searchField?.text.isEmpty == true, !added.isEmpty
        else { return }
        // Each tap adds a row: an Add that stops after some rows (a cap the first taps do not reach) fails.
        // (An Add that replaces rows, or adds none, fails where its first taps are judged.)
        let grown = after.rows.count - before.count
        guard grown > 0, RowOrder.addedIndices(in: before, over: after.rows).isEmpty else { return }
        let adds = await check.step(addsTitle, section: .exercise) {
            guard grown >= Self.manyAdds else {
                return result(.fail, "\(Describe.count(before.count + Self.manyAdds, "row")) (\(Describe.count(before.count, "row")) before)",
                              "\(Describe.count(after.rows.count, "row")) after \(Self.manyAdds) taps", add.location,
                              hint: "Let Add add a row every time it is tapped, however many rows the list has.")
            }
            return result(.pass, "\(Describe.count(before.count + Self.manyAdds, "row"))", "\(Describe.count(after.rows.count, "row"))", add.location)
        }
        guard adds.passed, let last = added.last(where: { after.titles[$0].count > 1 }) else { return }
        let extra = check.random.word(length: 1...1)
        let query = SearchQueryPlanner.mixedCase(String(after.titles[last].prefix(32)), random: &check.random, flippingAccented: true)
            + extra
        let title = "the search finds every matching row after tapping \(add.spelledOut) \(Self.manyAdds) times"
        await check.step(title, section: .notes) {
            let shownAfterEach = try await rowsAfterEachKeystroke(query, on: screen)
            var verdict = judgeKeystrokes(query, shownAfterEach: shownAfterEach, all: after.rows, titles: after.titles,
                                          location: location) { index, prefixes in
                let shown = shownAfterEach[index]
                let wanted = SearchQueryPlanner.required(all: after.rows, titles: after.titles, query: prefixes[index])
                if shown.count < wanted.count, shown.allSatisfy(wanted.contains) {
                    return "The search leaves out rows that match (it shows \(shown.count) of \(wanted.count)): filter every row of the list, and show every row that matches, however many."
                }
                let typed = Array(query)[index]
                if !typed.isLetter {
                    return "The search stumbles on \(Describe.quoted(String(typed))): match the whole search text as typed, spaces and digits included."
                }
                return Self.generalHint
            }
            verdict.actual = "with \(Describe.count(after.rows.count, "row")) (\(added.count) added), " + verdict.actual
            return verdict
        }
    }
}
