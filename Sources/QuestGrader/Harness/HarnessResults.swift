import Foundation

/// What a harness proved on its results channel (see HarnessProtocol.md and `HarnessChannel`), decoded with the
/// grader's own types so that the grader never links QuestChecks.
public struct HarnessResults: Hashable, Codable, Sendable {
    /// The step that had begun and not yet recorded a result when the last record was sent.
    public struct Step: Hashable, Codable, Sendable {
        public var check: String
        public var name: String

        public init(check: String, name: String) {
            self.check = check
            self.name = name
        }
    }

    public var results: [CheckResult]
    /// Set while a step runs; still set when the program died during that step.
    public var running: Step?
    /// The checks the harness ran to their end, in order.
    public var completedChecks: [String]
    /// True once the harness said that every check it was given has run.
    public var complete: Bool
    /// True once the harness proved it started: its first record, sent before any learner code can run. A run
    /// without it never ran learner code, so whatever stopped it is the machine's fault, never the learner's.
    public var started: Bool
    /// Why the records stopped being trusted (a line the harness did not sign, or out of sequence), if they did.
    public var rejected: String?

    public init(
        results: [CheckResult], running: Step? = nil, completedChecks: [String] = [], complete: Bool = false,
        rejected: String? = nil, started: Bool = true
    ) {
        self.started = started
        self.results = results
        self.running = running
        self.completedChecks = completedChecks
        self.complete = complete
        self.rejected = rejected
    }

    /// True when the harness proved that it ran exactly `planned` checks, in that order, to their end.
    public func finished(_ planned: [String]) -> Bool {
        complete && rejected == nil && completedChecks == planned
    }
}

/// One behaviour a checker tested.
public struct CheckResult: Hashable, Codable, Sendable {
    public enum Status: String, Hashable, Codable, Sendable {
        /// `error`: a check error, the check itself threw (a bug of the lesson's author, not the learner's).
        case pass, fail, error
    }

    public var check: String
    public var name: String
    public var status: Status
    public var expected: String?
    public var actual: String?
    public var file: String?
    public var line: Int?
    public var hint: String?
    public var section: String?
    public var picture: String?
    public var advice: Bool?

    public init(
        check: String, name: String, status: Status, expected: String? = nil, actual: String? = nil,
        file: String? = nil, line: Int? = nil, hint: String? = nil, section: String? = nil, picture: String? = nil,
        advice: Bool? = nil
    ) {
        self.check = check
        self.name = name
        self.status = status
        self.expected = expected
        self.actual = actual
        self.file = file
        self.line = line
        self.hint = hint
        self.section = section
        self.picture = picture
        self.advice = advice
    }

    /// `ContentView.swift:12`, when the file is known.
    public var location: String? {
        guard let file else { return nil }
        guard let line else { return file }
        return "\(file):\(line)"
    }
}
