/// A problem found in a lesson (or in learner code), as a value: collected, sorted, then printed.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Only `.error` makes a command exit 1.
    public enum Severity: String, Hashable, Codable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var location: SourceLocation
    /// A short stable identifier such as `duplicate-lesson-number`.
    public var code: String
    /// One plain-English sentence; no trailing period required.
    public var message: String

    public init(_ severity: Severity, at location: SourceLocation, code: String, _ message: String) {
        self.severity = severity
        self.location = location
        self.code = code
        self.message = message
    }

    /// The compiler's format, so that editors and CI annotate the line:
    /// `Lessons/x.md:12:3: error: message [code]`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]"
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in file, line, column order; errors before warnings at the same place.
    public func sortedForDisplay() -> [Diagnostic] {
        sorted { ($0.location, $0.severity, $0.code) < ($1.location, $1.severity, $1.code) }
    }
}
