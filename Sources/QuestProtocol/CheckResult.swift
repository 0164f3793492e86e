/// One verdict of one checker step: what the harness sends in a `result` record and what the grader reports.
///
/// The harness (QuestChecks) makes it and the grader (QuestGrader) reads it, so it is declared once, here. Field names
/// are the wire format of `Sources/QuestGrader/Harness/HarnessProtocol.md`. `expected`, `actual`, `hint` and
/// `section` are empty when a step has none; a record that leaves them out decodes as empty.
public struct CheckResult: Hashable, Codable, Sendable {
    /// Whether the step passed. Advice is a pass whose `hint` says what would make the code better; `error` is a
    /// check error: the check itself threw or crashed (a bug of the lesson's author, never the learner's).
    public enum Status: String, Hashable, Codable, Sendable {
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
    /// The lesson anchor that teaches it (`#notes`), or empty.
    public var section: String
    /// A text drawing of the resolved toolbar, for results that have one.
    public var picture: String?
    /// True for a pass that carries advice in `hint` (it never fails the check).
    public var advice: Bool?

    /// A result as it goes on the wire.
    public init(
        check: String, name: String, status: Status, expected: String = "", actual: String = "",
        file: String? = nil, line: Int? = nil, hint: String = "", section: String = "", picture: String? = nil,
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

    private enum CodingKeys: String, CodingKey {
        case check, name, status, expected, actual, file, line, hint, section, picture, advice
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            check: try container.decode(String.self, forKey: .check),
            name: try container.decode(String.self, forKey: .name),
            status: try container.decode(Status.self, forKey: .status),
            expected: try container.decodeIfPresent(String.self, forKey: .expected) ?? "",
            actual: try container.decodeIfPresent(String.self, forKey: .actual) ?? "",
            file: try container.decodeIfPresent(String.self, forKey: .file),
            line: try container.decodeIfPresent(Int.self, forKey: .line),
            hint: try container.decodeIfPresent(String.self, forKey: .hint) ?? "",
            section: try container.decodeIfPresent(String.self, forKey: .section) ?? "",
            picture: try container.decodeIfPresent(String.self, forKey: .picture),
            advice: try container.decodeIfPresent(Bool.self, forKey: .advice)
        )
    }

    /// True for a failed step (a check error is not a failure of the learner's code).
    public var failed: Bool { status == .fail }

    /// `ContentView.swift:12`, when the file is known.
    public var location: String? {
        guard let file else { return nil }
        guard let line else { return file }
        return "\(file):\(line)"
    }
}
