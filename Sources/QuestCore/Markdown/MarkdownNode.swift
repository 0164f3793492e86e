/// A CommonMark node as a Swift value, converted from cmark's tree by `CmarkConverter` (the only file that calls cmark).
public struct MarkdownNode: Hashable, Sendable {
    /// What a node is; leaf content (text, code) travels in the case's payload.
    public enum Kind: Hashable, Sendable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item
        case codeBlock(info: String, literal: String)
        case htmlBlock(literal: String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case link(destination: String, title: String)
        case image(source: String, title: String)
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// 1-based start line and column, relative to the text that was parsed.
    public var line: Int
    public var column: Int
    /// 1-based last line of the node (inclusive).
    public var endLine: Int

    public init(kind: Kind, children: [MarkdownNode] = [], line: Int, column: Int, endLine: Int) {
        self.kind = kind
        self.children = children
        self.line = line
        self.column = column
        self.endLine = endLine
    }
}
