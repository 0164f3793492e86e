public import QuestUI

/// `search-filter`: `.searchable` bound to state filters the learner's own rows as they type, ignoring case,
/// keeping order; an empty query shows everything, a query that matches nothing shows nothing, clearing restores.
///
/// Queries come from the learner's rows (`SearchQueryPlanner`), so any data set works, and are drawn from the run's
/// random values (`CheckContext.random`), so that no fixed query can be recognised. Accents are advice only:
/// finding `Málaga` by typing `mala` is what `localizedStandardContains` gives, but `lowercased().contains` is a
/// correct answer to this exercise too.
@MainActor public struct SearchFilterCheck: Check {
    private let makeScreen: @MainActor () -> any Screen

    /// Checks the learner's view, built afresh for each step.
    public init<Content: View>(view: @escaping @MainActor () -> Content) {
        makeScreen = { ViewHostScreen(view()) }
    }

    /// Checks screens made by `screens` (tests use scripted screens).
    public init(screens: @escaping @MainActor () -> any Screen) {
        makeScreen = screens
    }

    public func run(_ check: CheckContext) async throws {
        let screen = await freshScreen()
        let all = screen.rows()
        let titles = screen.rowTitles()
        guard let field = await fieldStep(screen, check) else { return }
        let location = field.location ?? screen.listLocation
        let emptyQuery = await emptyQueryStep(all, field: field, screen: screen, check)
        guard !emptyQuery.failed else { return }
        guard let query = SearchQueryPlanner.narrowingQuery(for: titles, random: &check.random) else {
            // Without a word in any row there is nothing to type; passing silently would hide an untested filter.
            await check.step("the rows have words to search for", section: .exercise) {
                result(.fail, "rows with a word of three letters or more",
                       Describe.rows(all), screen.listLocation, hint: "Show each trip's name in its row, as the starter does.")
            }
            return
        }
        let bound = await boundStep(query, location: location, check)
        guard !bound.failed else { return }
        let narrowing = await narrowingStep(query, all: all, titles: titles, location: location, check)
        let noMatch = await noMatchStep(all, location: location, check)
        await clearStep(query, all: all, location: location, check)
        await accentStep(titles, all: all, location: location, check)
        // A filter that is wrong on a fresh screen fails there, once: only one right for short queries (some rows,
        // and none) is tried on longer ones, and only one right for long ones on changed rows.
        guard narrowing.passed, noMatch.passed else { return }
        let whole = await wholeNameStep(all: all, titles: titles, location: location, check)
        let deleting = await deletingStep(query, all: all, titles: titles, location: location, check)
        await pasteStep(query, all: all, titles: titles, location: location, check)
        let adding = await addWhileSearchingStep(query, all: all, location: location, check)
        await addedWhileSearchedStep(location: location, needs: [whole, deleting, adding], check)
        guard whole.passed else { return }
        // A search that misses rows the toolbar changed fails there, once: only one right for every change is tried
        // on a list grown past the starter's length.
        guard await changedRowsSteps(location: location, check) else { return }
        await sortWhileSearchingSteps(location: location, check)
        await manyRowsStep(location: location, check)
        await longQueryStep(all: all, titles: titles, location: location, check)
    }

    /// The rows after each keystroke of `query`, each read once a second has passed on the screen's virtual clock: a
    /// debounced filter (a `Task.sleep` in `.task(id:)`, Combine's `debounce`) shows what a person who paused would
    /// see, and a filter without a wait is read exactly as before (no real time passes).
    func rowsAfterEachKeystroke(_ query: String, on screen: any Screen) async throws -> [[String]] {
        var shown: [[String]] = []
        for character in query {
            _ = try screen.rowsWhileTyping(String(character))
            await screen.letDebouncesFinish()
            shown.append(screen.rows())
        }
        return shown
    }

    func freshScreen() async -> any Screen {
        let screen = makeScreen()
        await screen.appear()
        // A Combine debounce holds back even the first, empty query, as on a device.
        await screen.letDebouncesFinish()
        return screen
    }

    private func fieldStep(_ screen: any Screen, _ check: CheckContext) async -> SearchFieldState? {
        let title = "the list has a search field"
        let field = screen.searchField
        await check.step(title, section: .notes) {
            let expected = ".searchable(text: $query) on the list"
            if let field {
                return result(.pass, expected, "a search field" + (field.prompt.map { " with prompt \"\($0)\"" } ?? ""), field.location)
            }
            return result(.fail, expected, "no .searchable modifier", screen.listLocation,
                          hint: "Add @State private var query = \"\" and .searchable(text: $query) to the List (or its NavigationStack).")
        }
        return field
    }

    private func emptyQueryStep(
        _ all: [String], field: SearchFieldState, screen: any Screen, _ check: CheckContext
    ) async -> StepOutcome {
        let title = "with an empty search field every row shows"
        return await check.step(title, section: .notes) {
            let expected = "every row while the search text is empty"
            if !field.text.isEmpty {
                return result(.fail, "the search field empty when the screen appears", "it holds \"\(field.text)\"",
                              field.location, hint: "Start the search text empty: @State private var query = \"\".")
            }
            if !all.isEmpty {
                return result(.pass, expected, Describe.rows(all), screen.listLocation)
            }
            return result(.fail, expected, "no rows", screen.listLocation,
                          hint: "An empty query should show every row: use query.isEmpty ? items : items.filter { … } (\"Lisbon\".localizedStandardContains(\"\") is false).")
        }
    }

    private func boundStep(_ query: String, location: SourcePoint?, _ check: CheckContext) async -> StepOutcome {
        let title = "the search field is bound to state"
        return await check.step(title, section: .notes) {
            let screen = await freshScreen()
            _ = try screen.rowsWhileTyping(query)
            let text = screen.searchField?.text ?? ""
            let expected = "the field holds \"\(query)\" after typing it"
            if text == query { return result(.pass, expected, "it holds \"\(text)\"", location) }
            return result(.fail, expected, "it holds \"\(text)\"", location,
                          hint: "Bind the field to a @State string: .searchable(text: $query), not .constant(\"\").")
        }
    }

    private func narrowingStep(
        _ query: String, all: [String], titles: [String], location: SourcePoint?, _ check: CheckContext
    ) async -> StepOutcome {
        let title = "typing part of a row's name one keystroke at a time narrows the rows after every keystroke"
        return await check.step(title, section: .notes) {
            let screen = await freshScreen()
            let shownAfterEach = try await rowsAfterEachKeystroke(query, on: screen)
            return judgeKeystrokes(query, shownAfterEach: shownAfterEach, all: all, titles: titles, location: location) { index, prefixes in
                diagnosis(at: index, shownAfterEach: shownAfterEach, prefixes: prefixes, all: all, titles: titles)
            }
        }
    }

    /// Passes when the rows after each keystroke of `query` are what a correct filter of `all` shows; else fails at
    /// the first wrong keystroke, with the hint `hint` gives for it.
    func judgeKeystrokes(
        _ query: String, shownAfterEach: [[String]], all: [String], titles: [String], location: SourcePoint?,
        hint: (_ index: Int, _ prefixes: [String]) -> String
    ) -> Verdict {
        let prefixes = SearchQueryPlanner.keystrokes(query)
        for (index, (prefix, shown)) in zip(prefixes, shownAfterEach).enumerated() {
            guard let problem = SearchQueryPlanner.problem(shown: shown, all: all, titles: titles, query: prefix) else { continue }
            let wanted = SearchQueryPlanner.required(all: all, titles: titles, query: prefix)
            return result(
                .fail, "after \"\(prefix)\": \(Describe.rows(wanted))",
                "after \"\(prefix)\": \(Describe.rows(shown)) — \(problem)", location,
                hint: hint(index, prefixes)
            )
        }
        if shownAfterEach.count < prefixes.count {
            return result(.fail, "rows after each of \(prefixes.count) keystrokes",
                          "rows after only \(shownAfterEach.count) keystrokes", location,
                          hint: "The search field stopped accepting keystrokes; bind it to a @State string.")
        }
        let last = shownAfterEach.last ?? all
        return result(.pass, "only rows containing \"\(query)\", ignoring case, after each keystroke",
                      "after \"\(query)\": \(Describe.rows(last))", location)
    }

    private func noMatchStep(_ all: [String], location: SourcePoint?, _ check: CheckContext) async -> StepOutcome {
        let query = SearchQueryPlanner.noMatchQuery(for: all, random: &check.random)
        let title = "a query that matches nothing shows no rows"
        return await check.step(title, section: .notes) {
            let screen = await freshScreen()
            let shown = try await rowsAfterEachKeystroke(query, on: screen).last ?? screen.rows()
            let expected = "no rows after typing \"\(query)\""
            if shown.isEmpty { return result(.pass, expected, "no rows", location) }
            return result(.fail, expected, Describe.rows(shown), location,
                          hint: "Show items.filter { $0.name.localizedStandardContains(query) } whenever the query is not empty.")
        }
    }

    /// The longest row's title and two words more, typed a letter at a time (30 letters or so, longer than any
    /// title): the field must hold it all, and no row matches it. A search that ignores or cuts a long query, or a
    /// field that stops taking letters, fails here; every other step types a dozen letters at most.
    private func longQueryStep(all: [String], titles: [String], location: SourcePoint?, _ check: CheckContext) async {
        guard let longest = titles.max(by: { $0.count < $1.count }), !longest.isEmpty else { return }
        var query = longest + " " + check.random.word(length: 6...8) + " " + check.random.word(length: 6...8)
        while titles.contains(where: { SearchQueryPlanner.matchesLoosely($0, query) }) { query += check.random.word(length: 1...1) }
        let title = "a long query that matches nothing shows no rows, and the search field keeps all of it"
        await check.step(title, section: .notes) {
            let screen = await freshScreen()
            let shown = try await rowsAfterEachKeystroke(query, on: screen).last ?? screen.rows()
            let expected = "no rows, and \"\(query)\" in the search field, after typing it"
            let kept = screen.searchField?.text ?? ""
            guard kept.caseInsensitiveCompare(query) == .orderedSame else {
                return result(.fail, expected, "the search field holds \"\(kept)\"", location,
                              hint: "Let the search field take whatever is typed, however long: bind it to the query with no limit.")
            }
            if shown.isEmpty { return result(.pass, expected, "no rows", location) }
            return result(.fail, expected, Describe.rows(shown), location,
                          hint: "Filter with the whole query, however long: items.filter { $0.name.localizedStandardContains(query) }.")
        }
    }

    private func clearStep(_ query: String, all: [String], location: SourcePoint?, _ check: CheckContext) async {
        let title = "clearing the search shows every row again"
        await check.step(title, section: .notes) {
            let screen = await freshScreen()
            _ = try await rowsAfterEachKeystroke(query, on: screen)
            try screen.clearSearch()
            await screen.letDebouncesFinish()
            let shown = screen.rows()
            let expected = "every row, in order: \(Describe.rows(all))"
            if shown == all { return result(.pass, expected, Describe.rows(shown), location) }
            return result(.fail, expected, Describe.rows(shown), location,
                          hint: "Compute the filtered rows from the query each time (a computed property), instead of removing items from the array.")
        }
    }

    private func accentStep(_ titles: [String], all: [String], location: SourcePoint?, _ check: CheckContext) async {
        guard let probe = SearchQueryPlanner.accentProbe(for: titles),
              let row = titles.firstIndex(of: probe.row).map({ all[$0] }) else { return }
        let title = "a row with accents is found by its unaccented spelling"
        await check.step(title, section: .notes) {
            let screen = await freshScreen()
            let shown = try await rowsAfterEachKeystroke(probe.query, on: screen).last ?? []
            let expected = "\"\(probe.row)\" after typing \"\(probe.query)\" (advice only)"
            if shown.contains(row) { return result(.pass, expected, Describe.rows(shown), location) }
            return result(.pass, expected, "\(Describe.rows(shown)): \"\(probe.row)\" is not found", location, advice: true,
                          hint: "Advice: localizedStandardContains ignores accents as well as case, so \"\(probe.query)\" would find \"\(probe.row)\".")
        }
    }

    /// The likeliest mistake behind the wrong rows after keystroke `index`, as a hint: the known wrong filters that
    /// reproduce what was shown after every keystroke (several can fit; the hint then names each).
    private func diagnosis(
        at index: Int, shownAfterEach: [[String]], prefixes: [String], all: [String], titles: [String]
    ) -> String {
        let typed = zip(prefixes, shownAfterEach).map { ($0, $1) }
        guard index < typed.count else { return Self.generalHint }
        let last = typed[index]
        if last.1 == all {
            return "The rows did not change: show items filtered by the search text (a computed property the List reads)."
        }
        let wanted = SearchQueryPlanner.required(all: all, titles: titles, query: last.0)
        if last.1 != wanted, RowOrder.isPermutation(last.1, of: wanted) {
            return "Keep the rows in their original order while filtering."
        }
        let mistakes: [(hint: String, keeps: (String, String) -> Bool)] = [
            ("it is case-sensitive (use localizedStandardContains(query), or lowercased() on both sides)", { row, query in row.contains(query) }),
            ("it matches only the start of each row (contains matches anywhere)", { row, query in row.lowercased().hasPrefix(query.lowercased()) }),
        ]
        let fitting = mistakes.filter { mistake in
            typed.allSatisfy { query, shown in
                shown == all.indices.filter { mistake.keeps(titles[$0], query) || mistake.keeps(all[$0], query) }.map { all[$0] }
            }
        }
        guard !fitting.isEmpty else { return Self.generalHint }
        return "The filter misses rows: " + fitting.map(\.hint).joined(separator: ", or ") + "."
    }

    static let generalHint =
        "Filter the same array the List shows with localizedStandardContains(query), and show everything when the query is empty."

    func result(
        _ status: CheckResult.Status, _ expected: String, _ actual: String, _ location: SourcePoint?,
        advice: Bool = false, hint: String = ""
    ) -> Verdict {
        Verdict(passed: status == .pass, expected: expected, actual: actual, at: location, hint: hint, section: .notes, advice: advice)
    }
}
