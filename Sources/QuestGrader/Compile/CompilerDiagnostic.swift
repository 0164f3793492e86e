/// One message from the Swift compiler, with its path made relative to the learner's folder.
public struct CompilerDiagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `error`, `warning`, `note` or `remark`.
    public var severity: String
    /// The learner's relative path, a generated file's name, or nil when the compiler gave no place.
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The lines the compiler printed under the message (the source line and the caret), newlines kept.
    public var excerpt: String
    /// True when `file` is one of the learner's files (false for the harness glue and for messages without a place).
    public var inLearnerFile: Bool

    public init(
        severity: String, file: String?, line: Int?, column: Int?, message: String, excerpt: String = "",
        inLearnerFile: Bool
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.excerpt = excerpt
        self.inLearnerFile = inLearnerFile
    }

    public var isError: Bool { severity == "error" }

    /// `ContentView.swift:12:5: error: message`, then the excerpt: the compiler's own format.
    public var description: String {
        var place = ""
        if let file {
            place = file
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            place += ": "
        }
        let head = "\(place)\(severity): \(message)"
        return excerpt.isEmpty ? head : head + "\n" + excerpt
    }
}
