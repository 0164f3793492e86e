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
