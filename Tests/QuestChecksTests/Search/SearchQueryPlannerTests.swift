import Testing
@testable import QuestChecks

@Suite("Search queries from the learner's rows")
struct SearchQueryPlannerTests {
    let trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]

    @Test("picks a narrowing piece from inside a word, in mixed case, for every seed", arguments: 1...30)
    func narrowing(seed: UInt64) throws {
        var random = CheckRandom(seed: seed, stream: "search-filter")
        let query = try #require(SearchQueryPlanner.narrowingQuery(for: trips, random: &random))
        let matching = trips.filter { SearchQueryPlanner.matchesStrictly($0, query) }
        #expect(!matching.isEmpty && matching.count < trips.count)
        #expect(!trips.contains { $0.contains(query) }, "never in the rows' own case: \(query)")
        #expect(query != query.uppercased() && query != query.lowercased(),
                "mixed case, so a filter that tries only the query lowercased or uppercased fails: \(query)")
        #expect(!trips.contains { $0.lowercased().hasPrefix(query.lowercased()) }, "not a prefix, so hasPrefix filters fail")
        #expect(query != "EYKJ", "never the query the check typed before its queries were drawn")
        let afterEach = SearchQueryPlanner.keystrokes(query).map { prefix in trips.filter { SearchQueryPlanner.matchesStrictly($0, prefix) } }
        #expect(afterEach.contains { $0.count >= 2 && $0 != $0.sorted() }, "a keystroke shows rows out of sorted order")
    }

    @Test("draws the same query from the same seed, and more than one query over many seeds")
    func narrowingVaries() {
        func query(_ seed: UInt64) -> String? {
            var random = CheckRandom(seed: seed, stream: "search-filter")
            return SearchQueryPlanner.narrowingQuery(for: trips, random: &random)
        }
        #expect(query(7) == query(7))
        #expect(Set((1...30).compactMap(query)).count > 3)
    }

    @Test("finds no query in rows without letters, and a no-match query for any rows")
    func edges() {
        var random = CheckRandom(seed: 1)
        #expect(SearchQueryPlanner.narrowingQuery(for: ["12", "3"], random: &random) == nil)
        for rows in [["Zqxj tours"], trips, (0..<200).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }] {
            let query = SearchQueryPlanner.noMatchQuery(for: rows, random: &random)
            #expect(!rows.contains { SearchQueryPlanner.matchesLoosely($0, query) }, "\(query)")
        }
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
