/// One comment on the learner's code: which rule, how much it matters, what to do, where, and where it is taught.
public struct Advice: Hashable, Codable, Sendable, CustomStringConvertible {
    public var rule: String
    public var kind: AdviceKind
    /// One or two sentences for the learner, naming their own code.
    public var message: String
    /// The file as the learner names it (`ContentView.swift`).
    public var file: String
    /// 1-based line and column (UTF-8 bytes, as the compiler counts them).
    public var line: Int
    public var column: Int
    public var section: TeachingSection?

    public init(
        rule: String, kind: AdviceKind, message: String, file: String, line: Int, column: Int,
        section: TeachingSection? = nil
    ) {
        self.rule = rule
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.section = section
    }

    /// `ContentView.swift:12:9`.
    public var location: String { "\(file):\(line):\(column)" }

    /// `ContentView.swift:12:9: actionable: … [navigation-view]`, the compiler's shape.
    public var description: String { "\(location): \(kind.rawValue): \(message) [\(rule)]" }
}
