/// Why a template does not compile, and where: `page.mustache:12:5: unclosed section 'lessons'`.
public struct MustacheError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the template.
    public enum Reason: Hashable, Sendable {
        /// `{{#name}}` (or `^`, `$`, `<`) without its `{{/name}}`.
        case unclosedSection(String)
        /// `{{/found}}` where `{{/expected}}` was due.
        case mismatchedClose(expected: String, found: String)
        /// `{{/name}}` with no open section.
        case unexpectedClose(String)
        /// An opening delimiter without its closing one.
        case unclosedTag
        /// A tag with no name, such as `{{}}` or `{{#}}`.
        case emptyTag
        /// `{{=…=}}` that does not hold two delimiters without `=` or spaces.
        case invalidDelimiters(String)
        /// `TemplateSet.render` was asked for a template it does not hold.
        case templateNotFound(String)
    }

    /// What is wrong.
    public var reason: Reason
    /// The template's name in its set (or the name given when compiling); empty when unnamed.
    public var template: String
    /// 1-based line and column of the tag.
    public var line: Int
    public var column: Int

    /// An error at a 1-based line and column of `template`.
    public init(_ reason: Reason, template: String, line: Int, column: Int) {
        self.reason = reason
        self.template = template
        self.line = line
        self.column = column
    }

    /// `template:line:column: message`, the compiler's format.
    public var description: String {
        let message = switch reason {
        case .unclosedSection(let name): "unclosed section '\(name)'"
        case .mismatchedClose(let expected, let found): "expected '{{/\(expected)}}' but found '{{/\(found)}}'"
        case .unexpectedClose(let name): "'{{/\(name)}}' closes nothing"
        case .unclosedTag: "tag is not closed"
        case .emptyTag: "tag has no name"
        case .invalidDelimiters(let text): "invalid delimiters '\(text)'"
        case .templateNotFound(let name): "no template named '\(name)'"
        }
        return "\(template.isEmpty ? "template" : template):\(line):\(column): \(message)"
    }
}
