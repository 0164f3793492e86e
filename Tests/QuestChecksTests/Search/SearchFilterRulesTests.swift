import Testing
@testable import QuestChecks

/// The search rules on scripted screens: each mistake fails the step that names it.
@MainActor @Suite("The search-filter rules")
struct SearchFilterRulesTests {
    private func results(_ change: (inout ScriptedScreen.Script) -> Void = { _ in }) async -> [CheckResult] {
        var script = ScriptedScreen.Script()
        change(&script)
        return await SearchFilterCheck(screens: { [script] in ScriptedScreen(script) }).run()
    }

    @Test("pass localizedStandardContains and lowercased().contains; advise only the second about accents")
    func correctStyles() async throws {
        let standard = await results()
        #expect(standard.filter(\.failed).isEmpty, "\(standard.filter(\.failed))")
        #expect(standard.allSatisfy { $0.advice == nil })
        let lowered = await results { $0.filter = { row, query in query.isEmpty || row.lowercased().contains(query.lowercased()) } }
        #expect(lowered.filter(\.failed).isEmpty, "\(lowered.filter(\.failed))")
        let advice = try #require(lowered.first { $0.advice == true })
        #expect(advice.status == .pass && advice.hint.contains("Reykjavík"))
    }

    @Test("fail each mistake on its step, at the .searchable line", arguments: [
        ("case-sensitive", "typing"),
        ("empty-shows-nothing", "with an empty search field every row shows"),
        ("prefix-only", "typing"),
        ("unbound", "the search field is bound to state"),
        ("matches-everything", "a query that matches nothing shows no rows"),
    ])
    func mistakes(mistake: String, step: String) async throws {
        let found = await results { script in
            switch mistake {
            case "case-sensitive": script.filter = { row, query in query.isEmpty || row.contains(query) }
            case "empty-shows-nothing": script.filter = { row, query in row.localizedStandardContains(query) }
            case "prefix-only": script.filter = { row, query in query.isEmpty || row.lowercased().hasPrefix(query.lowercased()) }
            case "unbound": script.bound = false
            default: script.showsEverythingWhenNothingMatches = true
            }
        }
        let failed = found.filter(\.failed)
        #expect(failed.count == 1, "\(failed)")
        let failure = try #require(failed.first)
        #expect(failure.name.hasPrefix(step))
        #expect(failure.line == 20 || failure.line == 22)
    }

    @Test("fail a search over the starting trips after Add, Remove All and Shuffle, each on its own step")
    func startingTrips() async throws {
        let buttons: [(String, (inout [String]) -> Void)] = [
            ("Remove All", { $0.removeAll() }),
            ("Shuffle", { $0.reverse() }),
            ("Refresh", { _ in }),
        ]
        let correct = await results { $0.buttons = buttons }
        #expect(correct.filter(\.failed).isEmpty, "\(correct.filter(\.failed))")
        let judged = correct.map(\.name).filter { $0.hasPrefix("the search finds the rows as they are") }
        // A button that changes nothing (Refresh) has nothing to search for; it gets no step, and nor does "Added" alone
        // (the rows as they were); each option followed by Add does.
        #expect(judged == [
            "the search finds the rows as they are after tapping \"Add\"",
            "the search finds the rows as they are after tapping \"Remove All\"",
            "the search finds the rows as they are after tapping \"Shuffle\"",
            "the search finds the rows as they are after choosing \"Name\" in \"Sort\"",
            "the search finds the rows as they are after choosing \"Name\" in \"Sort\", then tapping \"Add\"",
            "the search finds the rows as they are after choosing \"Added\" in \"Sort\", then tapping \"Add\"",
        ])
        let stale = await results { script in
            script.buttons = buttons
            script.searchesStartingTrips = true
        }
        let failed = stale.filter(\.failed)
        // Sorting by name reorders the trips the search reads too: that step passes. A search after Add while searching,
        // or after an option then Add, misses the new row for the same reason.
        #expect(failed.map(\.name) == ["adding a row while searching keeps every row"] + Array(judged.prefix(3)) + Array(judged.suffix(2)), "\(failed)")
        func failure(_ name: String) -> CheckResult? { failed.first { $0.name == name } }
        let added = try #require(failure(judged[0]))
        #expect(added.actual.hasPrefix("after tapping \"Add\": "), "\(added.actual)")
        #expect(added.actual.contains("\"New Trip\" contains"), "\(added.actual)")
        #expect(added.hint.contains("as they are now") && added.line == 22)
        #expect(failure(judged[1])?.actual.contains("is not one of the rows") == true, "\(failed)")
        #expect(failure(judged[2])?.actual.contains("out of their original order") == true, "\(failed)")
    }

    @Test("record the step of a Shuffle that gives the same order on its first tap: it is tapped again, as a person would")
    func unluckyShuffle() async throws {
        final class Taps: @unchecked Sendable { var count = 0 }
        let taps = Taps()
        // Every other tap leaves the order as it was, as a real shuffle of six rows does once in 720 taps.
        let found = await results { $0.buttons = [("Shuffle", { trips in taps.count += 1; if taps.count.isMultiple(of: 2) { trips.reverse() } })] }
        #expect(found.contains { $0.name == "the search finds the rows as they are after tapping \"Shuffle\"" && !$0.failed }, "\(found.map(\.name))")
        #expect(taps.count == 2)
    }

    @Test("fail a search that gives up past four letters, on the whole-name step (saying after how many) and the paste of a longer text")
    func givesUp() async throws {
        let found = await results { script in
            script.filter = { row, query in query.isEmpty || (query.count <= 4 && row.localizedStandardContains(query)) }
        }
        let failed = found.filter(\.failed)
        #expect(failed.map(\.name) == ["typing a row's whole name keeps finding it after every keystroke",
                                        "pasting a longer text over the search text shows that text's rows"], "\(failed)")
        let failure = try #require(failed.first)
        // The longest title is typed: Reykjavík (nine letters, the first of the longest), each keystroke judged.
        #expect(failure.expected.hasPrefix("after \"") && failure.expected.hasSuffix(": [\"Reykjavík\"]"), "\(failure.expected)")
        #expect(failure.hint.contains("after 4 letters"), "\(failure.hint)")
    }

    @Test("fail a search that forgets the chosen order, after choosing it only, with a first letter that shows it")
    func forgetsOrder() async throws {
        let found = await results { $0.searchForgetsOrder = true }
        let failed = found.filter(\.failed)
        #expect(failed.map(\.name) == ["the search finds the rows as they are after choosing \"Name\" in \"Sort\"",
                                        "the search finds the rows as they are after choosing \"Name\" in \"Sort\", then tapping \"Add\""], "\(failed)")
        let failure = try #require(failed.first)
        #expect(failure.actual.hasPrefix("after choosing \"Name\" in \"Sort\": after \""), "\(failure.actual)")
        #expect(failure.actual.contains("out of their original order") && failure.hint.contains("in the order it shows them"))
    }

    @Test("fail an Add that stops adding at nine rows, past the taps the toolbar's steps make, on its own step")
    func addCapped() async throws {
        let found = await results { $0.add = { trips in if trips.count < 9 { trips.append("New Trip \(trips.count + 1)") } } }
        let failed = found.filter(\.failed)
        #expect(failed.map(\.name) == ["tapping \"Add\" \(SearchFilterCheck.manyAdds) times adds \(SearchFilterCheck.manyAdds) rows"], "\(failed)")
        #expect(failed.first?.actual == "9 rows after \(SearchFilterCheck.manyAdds) taps", "\(failed)")
    }

    @Test("fail a search that ignores a query longer than 14 letters, or a field that keeps only 12 of them, on the long-query step")
    func longQuery() async throws {
        let step = "a long query that matches nothing shows no rows, and the search field keeps all of it"
        let correct = await results { $0.add = { $0.append("New Trip \($0.count + 1)") } }
        #expect(correct.contains { $0.name == step && !$0.failed }, "\(correct.map(\.name))")
        let ignores = await results { script in
            script.add = { $0.append("New Trip \($0.count + 1)") }
            script.filter = { row, query in query.isEmpty || query.count > 14 || row.localizedStandardContains(query) }
        }
        #expect(ignores.filter(\.failed).map(\.name) == [step], "\(ignores.filter(\.failed))")
        #expect(ignores.first { $0.failed }?.actual.hasPrefix("[\"Lisbon\"") == true)
    }

    @Test("fail a search capped at five or ten matches, of the first eight rows, or dropping digits, on the many-rows step only",
          arguments: ["at most five", "at most ten", "first eight rows", "drops digits"])
    func manyRows(mistake: String) async throws {
        let numbered: (inout ScriptedScreen.Script) -> Void = { $0.add = { $0.append("New Trip \($0.count + 1)") } }
        let correct = await results(numbered)
        #expect(correct.filter(\.failed).isEmpty, "\(correct.filter(\.failed))")
        let adds = SearchFilterCheck.manyAdds
        let step = "the search finds every matching row after tapping \"Add\" \(adds) times"
        #expect(correct.contains { $0.name == step })
        let found = await results { script in
            numbered(&script)
            switch mistake {
            case "at most five": script.shownAtMost = 5
            case "at most ten": script.shownAtMost = 10
            case "first eight rows": script.searchesFirstRows = 8
            default: script.filter = { row, query in query.isEmpty || row.localizedStandardContains(query.filter { !$0.isNumber }) }
            }
        }
        let failed = found.filter(\.failed)
        #expect(failed.map(\.name) == [step], "\(failed)")
        let failure = try #require(failed.first)
        #expect(failure.actual.hasPrefix("with \(6 + adds) rows (\(adds) added), after \""), "\(failure.actual)")
        #expect(failure.hint.contains(mistake == "drops digits" ? "stumbles on \"" : "leaves out rows that match"), "\(failure.hint)")
    }

    @Test("fail each longer-typing mistake on its own step", arguments: [
        ("a space stops it", "typing a row's whole name keeps finding it after every keystroke"),
        ("narrows what is shown", "deleting the search text a letter at a time widens the rows again"),
        ("Add keeps only the shown rows", "adding a row while searching keeps every row"),
    ])
    func longerTyping(mistake: String, step: String) async throws {
        let found = await results { script in
            switch mistake {
            case "a space stops it":
                script.filter = { row, query in query.isEmpty || (!query.contains(" ") && row.localizedStandardContains(query)) }
            case "narrows what is shown": script.narrowsWhatIsShown = true
            default: script.addKeepsOnlyShown = true
            }
        }
        let failed = found.filter(\.failed)
        // A filter that narrows what it showed last cannot show the matches in a newly chosen order either.
        // Nor the rows of a text pasted over the query.
        let alsoFailed = mistake == "narrows what is shown"
            ? ["pasting a longer text over the search text shows that text's rows",
               "choosing \"Name\" in \"Sort\" while searching orders the matches as it orders the list, and clearing keeps that order"] : []
        #expect(failed.map(\.name) == [step] + alsoFailed, "\(failed)")
        if mistake == "a space stops it" {
            #expect(failed.first?.hint.contains("stumbles on \" \"") == true, "\(failed)")
        }
    }

    @Test("fail a filter that narrows its last matches whenever the text grows, on the paste step only, naming the pasted text")
    func narrowsWhenLonger() async throws {
        let found = await results { $0.narrowsWhenLonger = true }
        let failed = found.filter(\.failed)
        #expect(failed.map(\.name) == ["pasting a longer text over the search text shows that text's rows"], "\(failed)")
        let failure = try #require(failed.first)
        #expect(failure.expected.hasPrefix("after pasting \"") && failure.actual.contains("is not shown"), "\(failure)")
    }

    @Test("fail a Sort that sorts the trips themselves only while searching: the other option cannot bring its order back")
    func sortsInPlaceWhileSearching() async throws {
        let found = await results { $0.sortsInPlaceWhileSearching = true }
        let failed = found.filter(\.failed)
        #expect(failed.map(\.name) == ["choosing \"Name\" in \"Sort\" while searching orders the matches as it orders the list, and clearing keeps that order"], "\(failed)")
        let failure = try #require(failed.first)
        #expect(failure.expected.hasPrefix("then choosing \"Added\": [\"Lisbon\", \"Kyoto\""), "\(failure.expected)")
        // Sorting in place on every choice is consistent with or without a query: nothing fails for that here.
        let inPlace = await results { $0.sortsInPlace = true }
        #expect(!inPlace.contains { $0.failed && $0.name.contains("while searching") }, "\(inPlace.filter(\.failed))")
    }

    @Test("type the longest title, and the longest with a space or digit, with every accented letter in the other case")
    func wholeNames() {
        #expect(SearchFilterCheck.wholeNames(["Lisbon", "Reykjavík", "Cape Town", "Oslo"]) == ["Reykjavík", "Cape Town"])
        #expect(SearchFilterCheck.wholeNames(["Lisbon", "New Trip 17"]) == ["New Trip 17"])
        var random = CheckRandom(seed: 3)
        for _ in 0..<20 {
            let typed = SearchQueryPlanner.mixedCase("Málaga Río", random: &random, flippingAccented: true)
            #expect(typed.contains("Á") && typed.contains("Í") && typed.lowercased() == "málaga río", "\(typed)")
        }
    }

    @Test("ask about the row Add added (its whole name and a letter more), else a removed row, else rows that moved")
    func changeQuery() throws {
        var random = CheckRandom(seed: 7)
        let before = ["Lisbon", "Kyoto"]
        let query = try #require(SearchFilterCheck.changeQuery(
            before: before, beforeTitles: before, after: before + ["Zanzibar"], afterTitles: before + ["Zanzibar"], random: &random))
        #expect(query.lowercased().hasPrefix("zanzibar") && query.count == "Zanzibar".count + 1, "\(query)")
        let removed = try #require(SearchFilterCheck.changeQuery(
            before: before, beforeTitles: before, after: ["Kyoto"], afterTitles: ["Kyoto"], random: &random))
        #expect("Lisbon".range(of: removed, options: .caseInsensitive) != nil, "\(removed)")
        // Only moved: the first letter matches rows that changed places (o is in all three, Oslo and Kyoto swapped).
        let moved = try #require(SearchFilterCheck.changeQuery(
            before: ["Kyoto", "Oslo", "Rome"], beforeTitles: ["Kyoto", "Oslo", "Rome"],
            after: ["Oslo", "Kyoto", "Rome"], afterTitles: ["Oslo", "Kyoto", "Rome"], random: &random))
        #expect(moved.lowercased() == "osl" && moved != "osl" && moved != "OSL", "\(moved)")
    }

    @Test("say a case-sensitive filter is case-sensitive")
    func caseHint() async throws {
        let found = await results { $0.filter = { row, query in query.isEmpty || row.contains(query) } }
        let failure = try #require(found.first { $0.failed })
        #expect(failure.hint.contains("case-sensitive"))
    }

    @Test("fail a search field that starts with text in it, and stop")
    func startsFilled() async {
        let found = await results { $0.initialQuery = "Lis" }
        #expect(found.filter(\.failed).map(\.actual) == ["it holds \"Lis\""])
        #expect(found.count == 2)
    }

    @Test("fail rows without words to type, instead of passing untested")
    func nothingToType() async {
        let found = await results { $0.trips = ["1", "22", "333"] }
        #expect(found.filter(\.failed).map(\.name) == ["the rows have words to search for"])
    }

    @Test("fail a list without .searchable once, and stop")
    func noSearchField() async {
        let found = await results { $0.searchable = false }
        #expect(found.map(\.name) == ["the list has a search field"])
        #expect(found.first?.line == 20)
    }
}
