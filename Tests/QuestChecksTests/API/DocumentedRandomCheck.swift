import QuestUI
@testable import QuestChecks

// The block between the markers is Docs/checks.md's example of random probes, verbatim (ChecksDocumentationTests).
// BEGIN Docs/checks.md
/// Searches for one of the learner's own trips, picked with the run's seed, and for a word no trip contains: a
/// list that only knows the queries of an earlier run fails.
struct FindAnyTripCheck: Check {
    func run(_ check: CheckContext) async throws {
        let screen = await check.screen(TripList())
        let trip = try check.require(check.random.pick(from: screen.rowTitles()), "the list shows trips",
                                     expected: "at least one row", actual: "no rows")
        let found = try screen.rowsWhileTyping(trip).last ?? []
        check.expect(found.contains(trip), "searching for a trip's name finds it",
                     expected: "\"\(trip)\" after typing it", actual: Describe.rows(found))
        let word = check.random.word()
        let none = try screen.rowsWhileTyping(word).last ?? []
        check.expect(none.isEmpty, "a word no trip contains shows no rows",
                     expected: "no rows after typing \"\(word)\"", actual: Describe.rows(none))
    }
}
// END Docs/checks.md

/// The learner's list the example checks: a searchable list of trips.
struct TripList: View {
    @State private var query = ""
    let trips = ["Lisbon", "Kyoto", "Reykjavík", "Oslo"]

    var body: some View {
        NavigationStack {
            List(trips.filter { query.isEmpty || $0.localizedStandardContains(query) }, id: \.self) { Text($0) }
                .searchable(text: $query)
        }
    }
}
