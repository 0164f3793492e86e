public import QuestCore

/// A diagnostic as a GitHub Actions workflow command, `::error file=Lessons/lesson22.md,line=57,col=5,title=…::…`,
/// which GitHub shows on that line of the pull request.
public struct GitHubAnnotation: Hashable, Sendable {
    public var diagnostic: Diagnostic

    public init(diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// The whole command line (without its newline).
    public var command: String {
        let kind = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let location = diagnostic.location
        let properties = [
            "file=\(Self.escapeProperty(location.file))",
            "line=\(location.line)",
            "col=\(location.column)",
            "title=\(Self.escapeProperty(diagnostic.code))",
        ]
        return "::\(kind) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))"
    }

    /// GitHub's escaping of a message: `%`, carriage return and newline (so a message stays one command, and GitHub
    /// shows its lines), and every other control character as `VisibleText` shows it.
    static func escapeData(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        return VisibleText.symbols(escaped, keepingLineFeeds: false)
    }

    /// A property value also escapes `:` and `,`, which would end it.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
