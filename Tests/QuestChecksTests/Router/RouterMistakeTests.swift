import Foundation
import Testing
@testable import QuestChecks

@MainActor @Suite("The router check, on a new router, more second links, more malformed links and short stacks")
struct RouterMistakeTests {
    @Test("fails each mistake on the step that names it, with a hint and a place", arguments: [
        ("starts-on-trip", "a new Router() starts at the root: its path is empty", "empty path", 2),
        ("shared-path", "each Router() has its own path: a new one starts empty after another opened a link", "instance property", 2),
        ("pop-two", "popToRoot() empties a one-screen path", "removeAll", 20),
        ("appending-log", "a second link replaces the stack: /trips/<id> then /trips/<other id>/log", "instead of appending", 9),
        ("same-trip-kept", "a second link replaces the stack: the same /trips/<id>/log link twice", "entire stack", 9),
        ("same-trip-kept", "a second link replaces the stack: /trips/<id>/log then /trips/<id>", "left the path as it was", 9),
        ("unvalidated-log", "a malformed link leaves the path unchanged: https://quest.example/trips/abc/log (a log link whose id is not a number)", "log links included", 9),
        ("suffix-log", "a malformed link leaves the path unchanged: https://quest.example/flights/42/log (a log link whose first segment is not trips)", "parts.first", 9),
        ("double-id", "a malformed link leaves the path unchanged: https://quest.example/trips/42.0 (the id is written with a decimal point)", "Int(\"42.0\") is nil", 9),
        ("shallow-clear", "a malformed link leaves a one-screen path unchanged: https://quest.example/trips/abc", "must not clear", 9),
        ("sign-dropped", "a negative id keeps its sign: https://quest.example/trips/-<id> never opens trip <id>", "keeps the sign", 9),
        ("five-digits", "a long id opens its trip: https://quest.example/trips/<id of 6, 18 or 19 digits>", "any length an Int holds", 9),
    ])
    func mistakeFails(style: String, step: String, hintFragment: String, line: Int) async throws {
        let results = await RouterCheck(probe: RouterMistakes.probe(style)).run()
        let failure = try #require(results.first { $0.name == step }, "\(results.map(\.name))")
        #expect(failure.failed)
        #expect(failure.hint.contains(hintFragment), "\(failure.hint)")
        #expect(failure.file == "Router.swift" && failure.line == line)
    }

    @Test("fails a router that reads five digits on the long-id step alone, for every seed", arguments: 1...20)
    func fiveDigitsFailsOnce(seed: UInt64) async {
        let results = await RouterCheck(probe: RouterMistakes.probe("five-digits")).run(seed: seed)
        #expect(results.filter(\.failed).map(\.name) == ["a long id opens its trip: https://quest.example/trips/<id of 6, 18 or 19 digits>"])
    }

    @Test("fails a router that opens the log for any segment after the id, on those steps alone")
    func anyThirdSegmentFails() async {
        let results = await RouterCheck(probe: RouterMistakes.probe("any-third-segment")).run()
        #expect(results.filter(\.failed).map(\.name) == ["edit", "logbook"].map { "only log after the id opens the log: https://quest.example/trips/<id>/\($0) does not" })
        #expect(results.filter(\.failed).allSatisfy { $0.hint.contains("exactly \"log\"") })
    }

    @Test("fails a router that finds trips anywhere in the path, on those malformed links alone")
    func tripsAnywhereFails() async {
        let results = await RouterCheck(probe: RouterMistakes.probe("trips-anywhere")).run()
        #expect(results.filter(\.failed).map(\.name) == [
            "a malformed link leaves the path unchanged: https://quest.example/flights/trips/42 (trips comes after another segment)",
            "a malformed link leaves the path unchanged: https://quest.example/app/trips/42/log (a log link with a segment before trips)",
        ])
    }

    @Test("passes a router that rejects a segment after the id other than log: the lesson leaves it open")
    func strictSegmentsPass() async {
        let results = await RouterCheck(probe: RouterMistakes.probe("strict-segments")).run()
        #expect(results.allSatisfy { !$0.failed }, "\(results.filter(\.failed))")
    }

    @Test("fails a router that caps ids at eighteen digits on the long-id step alone, for every seed", arguments: 1...5)
    func eighteenDigitsFails(seed: UInt64) async {
        let results = await RouterCheck(probe: RouterMistakes.probe("eighteen-digits")).run(seed: seed)
        #expect(results.filter(\.failed).map(\.name) == ["a long id opens its trip: https://quest.example/trips/<id of 6, 18 or 19 digits>"])
    }

    @Test("passes a router that rejects negative ids: the lesson leaves them open")
    func negativeRejectedPasses() async {
        let results = await RouterCheck(probe: RouterMistakes.probe("no-negative")).run()
        #expect(results.allSatisfy { !$0.failed }, "\(results.filter(\.failed))")
    }

    @Test("passes the lesson's answer on a negative id: it opens the trip with the negative id")
    func negativeOpensPasses() async throws {
        let results = await RouterCheck(probe: RouterProbes.answer).run()
        let step = try #require(results.first { $0.name.hasPrefix("a negative id") })
        #expect(!step.failed)
        let id = RouterCheckTests.ids().second
        #expect(step.actual == "[.trip(id: -\(id))]")
    }
}
