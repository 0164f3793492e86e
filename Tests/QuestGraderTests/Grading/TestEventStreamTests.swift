import Foundation
import Testing
@testable import QuestGrader

/// `router-tests` reads the outcome of the learner's tests from Swift Testing's event records, never from text.
@Suite("Swift Testing's event stream")
struct TestEventStreamTests {
    static let suite = #"{"kind":"test","payload":{"id":"T.S","kind":"suite","name":"S"},"version":0}"#
    static let good = #"{"kind":"test","payload":{"id":"T.S/good()","kind":"function","name":"good()"},"version":0}"#
    static let bad = #"{"kind":"test","payload":{"displayName":"a bad one","id":"T.S/bad()","kind":"function","name":"bad()"},"version":0}"#
    static let started = #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#
    static let ended = #"{"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 9 tests passed"}]},"version":0}"#
    static func testStarted(_ id: String) -> String {
        #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"\#(id)"},"version":0}"#
    }
    static func issue(_ id: String, known: Bool = false) -> String {
        #"{"kind":"event","payload":{"issue":{"isKnown":\#(known),"sourceLocation":{"_filePath":"/tmp/b/Tests/RouterTests.swift","line":12}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: router.path == []"}],"testID":"\#(id)"},"version":0}"#
    }
    static func stream(_ lines: [String]) -> TestEventStream {
        TestEventStream(Data(lines.joined(separator: "\n").utf8))
    }

    @Test("a run that started, ran tests, ended and recorded no issue passed")
    func passes() {
        let events = Self.stream([Self.suite, Self.good, Self.started, Self.testStarted("T.S"), Self.testStarted("T.S/good()"), Self.ended])
        #expect(events.passed && events.ran == ["good()"] && events.failures.isEmpty)
    }

    @Test("what keeps a run from passing", arguments: [
        ("an issue", [issue("T.S/bad()")], "a bad one: Expectation failed: router.path == [] (RouterTests.swift:12)"),
        ("no end (a crash)", ["-ended"], nil),
        ("a line that is not the library's", ["Test run with 3 tests passed"], nil),
        ("no test that started", ["-tests"], nil),
    ] as [(String, [String], String?)])
    func fails(_ what: String, change: [String], firstFailure: String?) {
        var lines = [Self.suite, Self.good, Self.bad, Self.started]
        if !change.contains("-tests") { lines += [Self.testStarted("T.S/good()"), Self.testStarted("T.S/bad()")] }
        lines += change.filter { !$0.hasPrefix("-") }
        if !change.contains("-ended") { lines.append(Self.ended) }
        let events = Self.stream(lines)
        #expect(!events.passed, "\(what)")
        #expect(events.firstFailure == firstFailure)
    }

    @Test("a known issue (withKnownIssue) is no failure, and a printed summary counts no test")
    func knownIssuesAndText() {
        let known = Self.stream([Self.good, Self.started, Self.testStarted("T.S/good()"), Self.issue("T.S/good()", known: true), Self.ended])
        #expect(known.passed)
        let printed = TestEventStream(Data("Test run with 3 tests in 1 suite passed after 0.004 seconds.\n".utf8))
        #expect(!printed.started && printed.ran.isEmpty && !printed.passed)
    }
}
