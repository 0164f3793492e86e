/// A 1-based position in a source file: where a lesson part, Markdown node or diagnostic comes from.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The path as the user named it (for example `Lessons/lesson22.md`).
    public var file: String
    /// 1-based line, counted from the first line of the file (front matter included).
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
