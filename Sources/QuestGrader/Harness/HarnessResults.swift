public import QuestProtocol

/// What a harness proved on its results channel (see HarnessProtocol.md and `HarnessChannel`), decoded with
/// QuestProtocol's types, which the harness encodes (the grader never links QuestChecks).
public struct HarnessResults: Hashable, Codable, Sendable {
    public var results: [CheckResult]
    /// Set while a step runs; still set when the program died during that step.
    public var running: HarnessStep?
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
        results: [CheckResult], running: HarnessStep? = nil, completedChecks: [String] = [], complete: Bool = false,
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
