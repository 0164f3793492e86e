extension MarkdownNode {
    /// The node's text without markup: text and code spans verbatim, a soft break as a space, a hard break as a
    /// newline, and blocks (paragraphs, items, code blocks) separated by a newline. `Toolbars *and* menus` → `Toolbars and menus`.
    public var plainText: String {
        var collector = PlainTextCollector()
        collector.visit(self)
        return collector.text
    }

    /// The heading level (1–6) when the node is a heading, nil otherwise.
    public var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }

    /// The info string and literal when the node is a code block, nil otherwise.
    public var codeBlock: (info: String, literal: String)? {
        if case .codeBlock(let info, let literal) = kind { return (info, literal) }
        return nil
    }

    /// True for block-level kinds (documents, paragraphs, lists, code blocks, …); false for inline kinds.
    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak:
            true
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .link, .image:
            false
        }
    }
}

/// Gathers `plainText`: a walker that only cares about leaves and block boundaries.
private struct PlainTextCollector: MarkdownWalker {
    var text = ""

    mutating func defaultVisit(_ node: MarkdownNode) {
        if node.isBlock { separateBlock() }
        descendInto(node)
    }

    mutating func visitText(_ node: MarkdownNode) {
        if case .text(let literal) = node.kind { text += literal }
    }

    mutating func visitInlineCode(_ node: MarkdownNode) {
        if case .code(let literal) = node.kind { text += literal }
    }

    mutating func visitCodeBlock(_ node: MarkdownNode) {
        separateBlock()
        if case .codeBlock(_, let literal) = node.kind {
            text += literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
        }
    }

    mutating func visitSoftBreak(_ node: MarkdownNode) { text += " " }
    mutating func visitLineBreak(_ node: MarkdownNode) { text += "\n" }
    mutating func visitInlineHTML(_ node: MarkdownNode) {}
    mutating func visitHTMLBlock(_ node: MarkdownNode) {}

    private mutating func separateBlock() {
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    }
}
