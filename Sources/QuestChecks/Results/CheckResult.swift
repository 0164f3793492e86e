/// One verdict of one checker step, as the grader reads it from the harness's results file.
///
/// Field names are the wire format of `Sources/QuestGrader/Harness/HarnessProtocol.md`; change both together.
public struct CheckResult: Codable, Sendable, Equatable {
    /// Whether the step passed. Advice is a pass whose `hint` says what would make the code better; `error` is a
    /// check error: the check itself threw or crashed (a bug of the lesson's author, never the learner's).
    public enum Status: String, Codable, Sendable {
        case pass
        case fail
        case error
    }

    /// The checker that produced the result (`search-filter`).
    public var check: String
    /// What the step verifies, as a sentence (`typing "LIS" narrows the rows after every keystroke`).
    public var name: String
    /// Pass, fail, or a check error.
    public var status: Status
    /// What a correct solution shows.
    public var expected: String
    /// What the learner's code showed.
    public var actual: String
    /// The learner's file (`ContentView.swift`), when the step can point at one.
    public var file: String?
    /// The 1-based line in `file`, when known.
    public var line: Int?
    /// What to try, in a sentence; for a pass, advice or empty.
    public var hint: String
    /// The lesson anchor that teaches it (`#notes`).
    public var section: String
    /// A text drawing of the resolved toolbar, for results that have one.
    public var picture: String?
    /// True for a pass that carries advice in `hint` (it never fails the check).
    public var advice: Bool?

    /// Creates a result; prefer `CheckResult.pass` and `CheckResult.fail`.
    public init(
        check: String, name: String, status: Status, expected: String, actual: String,
        location: SourcePoint? = nil, hint: String = "", section: LessonSection, picture: String? = nil,
        advice: Bool = false
    ) {
        self.check = check
        self.name = name
        self.status = status
        self.expected = expected
        self.actual = actual
        self.file = location?.file
        self.line = location?.line
        self.hint = hint
        self.section = section.anchor
        self.picture = picture
        self.advice = advice ? true : nil
    }

    /// True for a failed step (a check error is not a failure of the learner's code).
    public var failed: Bool { status == .fail }
}
