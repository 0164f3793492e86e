import Testing
@testable import QuestChecks

@Suite("Search queries from the learner's rows")
struct SearchQueryPlannerTests {
    let trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]

    @Test("picks a narrowing substring from inside a word, in the other case")
    func narrowing() throws {
        let query = try #require(SearchQueryPlanner.narrowingQuery(for: trips))
        #expect(query == query.uppercased() || query.first?.isUppercase == false, "case flipped: \(query)")
        let matching = trips.filter { SearchQueryPlanner.matchesStrictly($0, query) }
        #expect(!matching.isEmpty && matching.count < trips.count)
        #expect(!trips.contains { $0.contains(query) }, "never in the rows' own case")
        #expect(!trips.contains { $0.lowercased().hasPrefix(query.lowercased()) }, "not a prefix, so hasPrefix filters fail")
    }

    @Test("finds no query in rows without letters, and a no-match query for any rows")
    func edges() {
        #expect(SearchQueryPlanner.narrowingQuery(for: ["12", "3"]) == nil)
        #expect(SearchQueryPlanner.noMatchQuery(for: ["Zqxj tours"]) == "Zqxjq")
    }

    @Test("probes the accented row by its plain spelling")
    func accents() throws {
        let probe = try #require(SearchQueryPlanner.accentProbe(for: trips))
        #expect(probe.row == "Reykjavík")
        #expect(probe.query == "avik")
        #expect(SearchQueryPlanner.accentProbe(for: ["Lisbon"]) == nil)
    }

    @Test("judges the rows shown for a query", arguments: [
        (["Lisbon", "Oslo"], nil),
        (["Oslo", "Lisbon"], "the rows are out of their original order"),
        (["Lisbon"], "\"Oslo\" contains \"S\" (ignoring case) but is not shown"),
        (["Lisbon", "Kyoto", "Oslo"], "\"Kyoto\" does not contain \"S\""),
        (["Lisbon", "Oslo", "Paris"], "\"Paris\" is not one of the rows"),
    ] as [([String], String?)])
    func problems(shown: [String], problem: String?) {
        #expect(SearchQueryPlanner.problem(shown: shown, all: ["Lisbon", "Kyoto", "Oslo"], query: "S") == problem)
    }

    @Test("requires the title to match, and allows a match anywhere in the row")
    func titles() {
        let all = ["Lisbon 4 days", "Kyoto 9 days"]
        let titles = ["Lisbon", "Kyoto"]
        #expect(SearchQueryPlanner.problem(shown: ["Kyoto 9 days"], all: all, titles: titles, query: "Y") == nil)
        #expect(SearchQueryPlanner.problem(shown: all, all: all, titles: titles, query: "Y") == nil)
        #expect(SearchQueryPlanner.problem(shown: [], all: all, titles: titles, query: "Y") == "\"Kyoto 9 days\" contains \"Y\" (ignoring case) but is not shown")
    }

    @Test("lets a filter that ignores accents show more, but never require it")
    func accentTolerance() {
        let all = ["Malaga", "Málaga"]
        #expect(SearchQueryPlanner.problem(shown: ["Malaga", "Málaga"], all: all, query: "MALA") == nil)
        #expect(SearchQueryPlanner.problem(shown: ["Malaga"], all: all, query: "MALA") == nil)
    }
}
