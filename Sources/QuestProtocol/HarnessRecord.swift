/// One line of the harness's results channel after the secret: `<secret> <this record as JSON>` (HarnessProtocol.md).
/// Exactly one of the optional fields is set; `seq` counts 0, 1, 2, … with no gap.
public struct HarnessRecord: Hashable, Codable, Sendable {
    /// The record's place in the sequence (the harness numbers them as it sends them).
    public var seq: Int
    /// `true`: always record 0, sent before any learner code can run.
    public var started: Bool?
    /// A step began.
    public var begin: HarnessStep?
    /// A step finished.
    public var result: CheckResult?
    /// The check of that name ran to its end.
    public var completed: String?
    /// `true`: every check the harness was given ran; nothing may follow.
    public var end: Bool?

    public init(
        seq: Int = 0, started: Bool? = nil, begin: HarnessStep? = nil, result: CheckResult? = nil,
        completed: String? = nil, end: Bool? = nil
    ) {
        self.seq = seq
        self.started = started
        self.begin = begin
        self.result = result
        self.completed = completed
        self.end = end
    }
}
