import Foundation

/// The results file a harness writes (see HarnessProtocol.md), decoded with the grader's own types so that the
/// grader never links QuestChecks.
public struct HarnessResults: Hashable, Codable, Sendable {
    /// The step that had begun and not yet recorded a result when the file was last written.
    public struct Step: Hashable, Codable, Sendable {
        public var check: String
        public var name: String

        public init(check: String, name: String) {
            self.check = check
            self.name = name
        }
    }

    public var results: [CheckResult]
    /// Set while a step runs; still set in the file when the program died during that step.
    public var running: Step?

    public init(results: [CheckResult], running: Step? = nil) {
        self.results = results
        self.running = running
    }

    /// Reads and decodes the file; nil when it is missing or not valid JSON of this shape.
    public static func read(from path: String) -> HarnessResults? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(HarnessResults.self, from: data)
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
