import QuestUI

/// The search over longer stretches of typing than the narrowing query: whole names, typed slowly and fast, then
/// deleted a letter at a time, and a row added while a query is typed.
extension SearchFilterCheck {
    /// At most this many letters of a name are typed.
    private static let longestTyped = 32

    /// The names typed whole: the longest row title, and the longest with a space, digit or other non-letter in it
    /// (`Cape Town`, `New Trip 7`) when that is another. The other queries are three to seven letters.
    static func wholeNames(_ titles: [String]) -> [String] {
        let usable = titles.filter { $0.count > 1 }
        guard let longest = usable.max(by: { $0.count < $1.count }) else { return [] }
        let mixed = usable.filter { $0.contains { !$0.isLetter } }.max { $0.count < $1.count }
        return [longest] + (mixed.map { $0 == longest ? [] : [$0] } ?? [])
    }

    /// Each whole name typed in mixed case (every accented letter in the other case), then one letter more, judged
    /// after every keystroke; then typed again fast, with no pause between keystrokes, and read once typing pauses and
    /// again a minute later. A search that gives up past some length, cuts the text, stumbles on a space or a
    /// digit, ignores case for plain letters only, drops the last keystrokes when they come fast, or lets the rows come
    /// back after a while fails here.
    func wholeNameStep(all: [String], titles: [String], location: SourcePoint?, _ check: CheckContext) async -> StepOutcome {
        let names = Self.wholeNames(titles)
        let title = "typing a row's whole name keeps finding it after every keystroke"
        guard !names.isEmpty else { return StepOutcome(name: title, passed: true, skipped: true) }
        let typed = names.map { name in
            let extra = check.random.word(length: 1...1)
            return SearchQueryPlanner.mixedCase(String(name.prefix(Self.longestTyped)), random: &check.random, flippingAccented: true) + extra
        }
        return await check.step(title, section: .notes) {
            for query in typed {
                let screen = await freshScreen()
                let shownAfterEach = try await rowsAfterEachKeystroke(query, on: screen)
                let verdict = judgeKeystrokes(query, shownAfterEach: shownAfterEach, all: all, titles: titles, location: location) { index, prefixes in
                    let shown = shownAfterEach[index]
                    let typedLetter = Array(query)[index]
                    if index >= 3, shown.isEmpty || shown == all, typedLetter.isASCII, typedLetter.isLetter {
                        return "The search stops working after \(index) letters: filter by the whole search text, however long."
                    }
                    if !typedLetter.isLetter {
                        return "The search stumbles on \(Describe.quoted(String(typedLetter))): match the whole search text as typed, spaces and digits included."
                    }
                    return "Ignore case for every letter, accented ones too (\"\(prefixes[index])\"): localizedStandardContains(query), or lowercased() on both sides."
                }
                guard verdict.passed else { return verdict }
                if let fast = try await fastTyping(query, all: all, titles: titles, location: location) { return fast }
            }
            return result(.pass, "the rows containing each prefix of \(typed.map(Describe.quoted).joined(separator: " and ")), typed slowly and fast",
                          "found after every keystroke", location)
        }
    }

    /// `query` typed with no pause between keystrokes on a fresh screen: once typing pauses (a second) the rows are the
    /// whole text's, and a minute later (virtual time) they still are. Nil when they are.
    private func fastTyping(_ query: String, all: [String], titles: [String], location: SourcePoint?) async throws -> Verdict? {
        let screen = await freshScreen()
        _ = try screen.rowsWhileTyping(query)
        await screen.letDebouncesFinish()
        let paused = screen.rows()
        let wanted = SearchQueryPlanner.required(all: all, titles: titles, query: query)
        if let problem = SearchQueryPlanner.problem(shown: paused, all: all, titles: titles, query: query) {
            return result(.fail, "a second after typing \"\(query)\" fast: \(Describe.rows(wanted))",
                          "\(Describe.rows(paused)) — \(problem)", location,
                          hint: "Filter by the search text as it is once typing pauses: a throttle or a stale Task must not keep an earlier text's rows.")
        }
        await screen.letTimePass()
        let later = screen.rows()
        guard later == paused else {
            return result(.fail, "the same rows a minute after typing \"\(query)\": \(Describe.rows(paused))",
                          Describe.rows(later), location,
                          hint: "Keep the rows filtered while the search text stays the same: nothing should reset them after a delay.")
        }
        return nil
    }

    /// The narrowing query typed, then deleted a letter at a time: after each deletion the rows must be those of the
    /// shorter query, and every row once the field is empty. A search that narrows what it showed last (filtering its
    /// own results) never brings a row back.
    @discardableResult
    func deletingStep(
        _ query: String, all: [String], titles: [String], location: SourcePoint?, _ check: CheckContext
    ) async -> StepOutcome {
        let title = "deleting the search text a letter at a time widens the rows again"
        return await check.step(title, section: .notes) {
            let screen = await freshScreen()
            _ = try await rowsAfterEachKeystroke(query, on: screen)
            var left = query
            while !left.isEmpty {
                try screen.deleteSearchCharacter()
                left.removeLast()
                await screen.letDebouncesFinish()
                let shown = screen.rows()
                let problem = left.isEmpty
                    ? (shown == all ? nil : "not every row")
                    : SearchQueryPlanner.problem(shown: shown, all: all, titles: titles, query: left)
                guard let problem else { continue }
                let wanted = left.isEmpty ? all : SearchQueryPlanner.required(all: all, titles: titles, query: left)
                return result(
                    .fail, "after deleting back to \"\(left)\": \(Describe.rows(wanted))",
                    "after typing \"\(query)\" and deleting back to \"\(left)\": \(Describe.rows(shown)) — \(problem)", location,
                    hint: "Filter all the items by the whole search text each time it changes (a computed property), not the rows the last search showed."
                )
            }
            return result(.pass, "the rows of each shorter text, then every row", "every row once the field is empty", location)
        }
    }

    /// The narrowing query typed, then a longer piece of a row it hides pasted over it in one change (as a person
    /// pastes over the selected text): the rows must be the pasted text's. A search that narrows its last results
    /// whenever the text grows (a cache keyed by the text's length, a longer text taken for the last one with letters
    /// added) shows nothing here. Nil when no row is hidden by the query.
    @discardableResult
    func pasteStep(
        _ query: String, all: [String], titles: [String], location: SourcePoint?, _ check: CheckContext
    ) async -> StepOutcome? {
        guard let pasted = Self.pastedText(over: query, titles: titles, random: &check.random) else { return nil }
        let title = "pasting a longer text over the search text shows that text's rows"
        return await check.step(title, section: .notes) {
            let screen = await freshScreen()
            _ = try await rowsAfterEachKeystroke(query, on: screen)
            try screen.pasteSearchText(pasted)
            await screen.settle()
            await screen.letDebouncesFinish()
            let shown = screen.rows()
            let wanted = SearchQueryPlanner.required(all: all, titles: titles, query: pasted)
            if let problem = SearchQueryPlanner.problem(shown: shown, all: all, titles: titles, query: pasted) {
                return result(
                    .fail, "after pasting \"\(pasted)\" over \"\(query)\": \(Describe.rows(wanted))",
                    "\(Describe.rows(shown)) — \(problem)", location,
                    hint: "Filter all the items by the whole search text each time it changes (a computed property): a longer text is not always the last one with letters added."
                )
            }
            return result(.pass, "the rows containing \"\(pasted)\" after pasting it over \"\(query)\"", Describe.rows(shown), location)
        }
    }

    /// What is pasted over `query`: a piece of a word of a row `query` does not match, longer than `query` when a word
    /// is long enough (else the longest such word), in mixed case; the row drawn from `random`.
    static func pastedText(over query: String, titles: [String], random: inout CheckRandom) -> String? {
        let words = titles.filter { !SearchQueryPlanner.matchesLoosely($0, query) }
            .flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) }
            .filter { $0.count >= 2 }
        let longer = words.filter { $0.count > query.count }
        let pool = longer.isEmpty ? words.filter { $0.count == words.map(\.count).max() } : longer
        guard let word = random.pick(from: pool) else { return nil }
        return SearchQueryPlanner.mixedCase(String(word.prefix(query.count + 2)), random: &random)
    }

    /// Add tapped while a query narrows the rows, then the search cleared: every row is there, with what Add adds. A
    /// list rebuilt from the filtered rows (`trips = shown + [new]`) loses the rows the query hid.
    /// The step's outcome, or nil when it was not recorded (no Add, or an Add that adds nothing).
    @discardableResult
    func addWhileSearchingStep(
        _ query: String, all: [String], location: SourcePoint?, _ check: CheckContext
    ) async -> StepOutcome? {
        let probe = await freshScreen()
        guard let add = ToolbarControlFinder.addButton(in: probe.toolbarControls) else { return nil }
        do { _ = try await probe.tapAndFinish(add, typing: "Quest Trip") } catch { return nil }
        // How many rows Add adds with no query (the toolbar check judges that number): none, and there is nothing to keep.
        let added = probe.rows().count - all.count
        guard added > 0 else { return nil }
        let title = "adding a row while searching keeps every row"
        return await check.step(title, section: .notes) {
            let screen = await freshScreen()
            _ = try await rowsAfterEachKeystroke(query, on: screen)
            _ = try await screen.tapAndFinish(add, typing: "Quest Trip")
            try screen.clearSearch()
            await screen.letDebouncesFinish()
            let after = screen.rows()
            let expected = "after typing \"\(query)\", tapping \(add.spelledOut) and clearing: \(Describe.count(all.count + added, "row")), every earlier row kept"
            let lost = all.filter { row in after.filter { $0 == row }.count < all.filter { $0 == row }.count }
            guard lost.isEmpty && after.count == all.count + added else {
                let actual = lost.isEmpty ? Describe.rows(after) : "\(Describe.rows(after)): \(Describe.rows(lost)) lost"
                return result(.fail, expected, actual, add.location ?? location,
                              hint: "Append the new item to the @State array itself, not to the filtered rows: the rows the query hides are still part of the list.")
            }
            // Searched again, the new row is found: a search that kept the rows of its first query (a copy made when
            // searching began) misses it.
            let titles = screen.rowTitles()
            let new = RowOrder.addedIndices(in: after, over: all).first(where: titles.indices.contains).map { (after[$0], titles[$0]) }
            guard let new, let again = SearchQueryPlanner.narrowingQuery(for: [new.1], random: &check.random) else {
                return result(.pass, expected, Describe.rows(after), location)
            }
            let shown = try await rowsAfterEachKeystroke(again, on: screen).last ?? []
            guard shown.contains(new.0) else {
                return result(.fail, "\"\(new.0)\" found by typing \"\(again)\" after that", Describe.rows(shown), location,
                              hint: "Filter the items as they are each time the search text changes, not a copy made when searching began.")
            }
            return result(.pass, expected + ", then found by a new search", Describe.rows(after), location)
        }
    }

    /// The row Add adds, searched for before the tap and added while its name is typed: it must show at once. Results
    /// stored when the search text last changed (refreshed only by `.onChange(of: query)`) show nothing new until the
    /// text changes again. The name is the one Add gave on a fresh screen (a form gets `Quest Zephyr`), so an Add
    /// that names rows itself (`New Trip 7`) is searched for by that name; one that names them at random is not judged.
    /// Needs the whole-name, deleting and adding-while-searching steps (those recorded): a search that gives up on
    /// long names, filters the rows shown, or searches a copy of the first rows fails there, once.
    func addedWhileSearchedStep(location: SourcePoint?, needs earlier: [StepOutcome?], _ check: CheckContext) async {
        guard earlier.allSatisfy({ $0?.passed ?? true }) else { return }
        guard let add = ToolbarControlFinder.addButton(in: (await freshScreen()).toolbarControls) else { return }
        // The name Add gives, the same on two fresh screens: an Add that names rows at random (`Trip 4F2A`) cannot be
        // searched for before it is tapped.
        var names: [String] = []
        for _ in 0..<2 {
            let probe = await freshScreen()
            let before = probe.rows()
            do { _ = try await probe.tapAndFinish(add, typing: Self.searchedName) } catch { return }
            await probe.letDebouncesFinish()
            let (rows, titles) = (probe.rows(), probe.rowTitles())
            guard rows.count == titles.count, probe.searchField?.text.isEmpty == true,
                  let index = RowOrder.addedIndices(in: rows, over: before).first, titles[index].count > 1 else { return }
            names.append(titles[index])
        }
        guard names[0] == names[1] else { return }
        let name = names[0]
        await check.step("a row added while its name is searched for shows at once", section: .notes) {
            let screen = await freshScreen()
            let searching = try await rowsAfterEachKeystroke(name, on: screen).last ?? []
            _ = try await screen.tapAndFinish(add, typing: Self.searchedName)
            await screen.letDebouncesFinish()
            let shown = screen.rows()
            let expected = "after typing \"\(name)\" and tapping \(add.spelledOut): the new \"\(name)\" row among the rows shown"
            if RowOrder.addedIndices(in: shown, over: searching).contains(where: { screen.rowTitles().indices.contains($0) && screen.rowTitles()[$0] == name }) {
                return result(.pass, expected, Describe.rows(shown), add.location ?? location)
            }
            return result(.fail, expected, "\(Describe.rows(shown)) (\(Describe.rows(searching)) before the tap)", add.location ?? location,
                          hint: "Filter the items as they are now whenever the list changes, not results stored when the search text last changed: a computed property (or update them on .onChange(of: trips) too).")
        }
    }

    /// What an Add form is filled in with by `addedWhileSearchedStep`.
    static let searchedName = "Quest Zephyr"
}
