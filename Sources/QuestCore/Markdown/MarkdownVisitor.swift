/// A pass over a Markdown tree: one method per node kind, each falling back to `defaultVisit(_:)`.
///
/// A pass (render HTML, extract cards, lint) overrides only the kinds it cares about. Call `visit(_:)` to dispatch.
public protocol MarkdownVisitor {
    /// What each visit produces (`Void` for walkers, `String` for a renderer, …).
    associatedtype Result

    /// Called for every kind the visitor does not override.
    mutating func defaultVisit(_ node: MarkdownNode) -> Result

    /// The root of a parsed file.
    mutating func visitDocument(_ node: MarkdownNode) -> Result
    /// `> quoted` blocks.
    mutating func visitBlockQuote(_ node: MarkdownNode) -> Result
    /// Bullet or ordered lists; see `node.kind` for ordered, start and tight.
    mutating func visitList(_ node: MarkdownNode) -> Result
    /// One list item.
    mutating func visitItem(_ node: MarkdownNode) -> Result
    /// Fenced or indented code.
    mutating func visitCodeBlock(_ node: MarkdownNode) -> Result
    /// Raw HTML blocks.
    mutating func visitHTMLBlock(_ node: MarkdownNode) -> Result
    /// Paragraphs.
    mutating func visitParagraph(_ node: MarkdownNode) -> Result
    /// ATX or setext headings.
    mutating func visitHeading(_ node: MarkdownNode) -> Result
    /// `---` rules.
    mutating func visitThematicBreak(_ node: MarkdownNode) -> Result
    /// Literal text.
    mutating func visitText(_ node: MarkdownNode) -> Result
    /// A line ending inside a paragraph.
    mutating func visitSoftBreak(_ node: MarkdownNode) -> Result
    /// A hard line break (two trailing spaces or a backslash).
    mutating func visitLineBreak(_ node: MarkdownNode) -> Result
    /// `` `code` `` spans.
    mutating func visitInlineCode(_ node: MarkdownNode) -> Result
    /// Raw inline HTML.
    mutating func visitInlineHTML(_ node: MarkdownNode) -> Result
    /// `*emphasis*`.
    mutating func visitEmphasis(_ node: MarkdownNode) -> Result
    /// `**strong**`.
    mutating func visitStrong(_ node: MarkdownNode) -> Result
    /// `[text](destination "title")`.
    mutating func visitLink(_ node: MarkdownNode) -> Result
    /// `![alt](source "title")`.
    mutating func visitImage(_ node: MarkdownNode) -> Result
}

extension MarkdownVisitor {
    /// Dispatches `node` to the method for its kind.
    public mutating func visit(_ node: MarkdownNode) -> Result {
        switch node.kind {
        case .document: visitDocument(node)
        case .blockQuote: visitBlockQuote(node)
        case .list: visitList(node)
        case .item: visitItem(node)
        case .codeBlock: visitCodeBlock(node)
        case .htmlBlock: visitHTMLBlock(node)
        case .paragraph: visitParagraph(node)
        case .heading: visitHeading(node)
        case .thematicBreak: visitThematicBreak(node)
        case .text: visitText(node)
        case .softBreak: visitSoftBreak(node)
        case .lineBreak: visitLineBreak(node)
        case .code: visitInlineCode(node)
        case .htmlInline: visitInlineHTML(node)
        case .emphasis: visitEmphasis(node)
        case .strong: visitStrong(node)
        case .link: visitLink(node)
        case .image: visitImage(node)
        }
    }

    public mutating func visitDocument(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitBlockQuote(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitList(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitItem(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitCodeBlock(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitHTMLBlock(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitParagraph(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitHeading(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitThematicBreak(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitText(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitSoftBreak(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitLineBreak(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitInlineCode(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitInlineHTML(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitEmphasis(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitStrong(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitLink(_ node: MarkdownNode) -> Result { defaultVisit(node) }
    public mutating func visitImage(_ node: MarkdownNode) -> Result { defaultVisit(node) }
}
