public import QuestCore
internal import QuestMustache

/// Renders a `MarkdownNode` tree to HTML as cmark does in safe mode (`cmark --smart --safe`), plus heading anchors and
/// highlighted Swift code.
///
/// Safe mode: raw HTML becomes `<!-- raw HTML omitted -->`; `javascript:`, `vbscript:`, `file:` and non-image `data:`
/// destinations become `href=""`; every attribute is escaped. Differences from cmark: headings carry `id`s (unique
/// within the renderer, so render a page's documents with one renderer), `swift` code blocks hold highlighting spans,
/// and `'` is escaped as `&#39;`.
public struct MarkdownHTMLRenderer: MarkdownVisitor {
    /// How headings are numbered and named.
    public struct Options: Sendable {
        /// Added to every heading level (clamped to 1…6): `1` makes a lesson's `#` an `<h2>` under the page's `<h1>`.
        public var headingLevelOffset: Int
        /// Highlight fenced code whose info string starts with `swift`.
        public var highlightsSwift: Bool
        /// HTML written instead of a fenced block, by the block's language and then its code: how a page draws a
        /// block it understands (a ```quest-toolbar picture). The HTML is written as given, so it must be safe.
        public var replacedBlocks: [String: [String: String]]

        /// cmark's levels and Swift highlighting by default.
        public init(headingLevelOffset: Int = 0, highlightsSwift: Bool = true, replacedBlocks: [String: [String: String]] = [:]) {
            self.headingLevelOffset = headingLevelOffset
            self.highlightsSwift = highlightsSwift
            self.replacedBlocks = replacedBlocks
        }
    }

    /// A heading as rendered, for a table of contents.
    public struct Heading: Hashable, Sendable {
        /// The level written (after the offset).
        public var level: Int
        /// The `id` attribute, for `#fragment` links.
        public var id: String
        /// The heading's plain text (no markup).
        public var text: String
    }

    /// Heading levels and highlighting.
    public var options: Options
    /// The page's ids so far; shared by every `render(_:)` call on this renderer.
    public var anchors: HeadingAnchors
    /// Every heading rendered so far, in order.
    public private(set) var headings: [Heading] = []

    private var output: [UInt8] = []
    /// Paragraphs directly inside an item of a tight list are written without `<p>`.
    private var paragraphsAreTight = false
    private var listIsTight = false

    /// A renderer for one page; pass `anchors` with the ids the page's template already uses reserved.
    public init(options: Options = Options(), anchors: HeadingAnchors = HeadingAnchors()) {
        self.options = options
        self.anchors = anchors
    }

    /// Renders one document with a fresh renderer.
    public static func html(for node: MarkdownNode, options: Options = Options(), anchors: HeadingAnchors = HeadingAnchors()) -> String {
        var renderer = MarkdownHTMLRenderer(options: options, anchors: anchors)
        return renderer.render(node)
    }

    /// Renders `node`, keeping heading ids unique with those of earlier calls.
    public mutating func render(_ node: MarkdownNode) -> String {
        String(decoding: renderUTF8(node), as: UTF8.self)
    }

    /// Renders `node` to UTF-8 bytes.
    public mutating func renderUTF8(_ node: MarkdownNode) -> [UInt8] {
        output = []
        output.reserveCapacity(4096)
        visit(node)
        return output
    }

    // MARK: Blocks

    /// Documents (and any kind without its own method) render their children.
    public mutating func defaultVisit(_ node: MarkdownNode) {
        descend(node)
    }

    public mutating func visitBlockQuote(_ node: MarkdownNode) {
        newLine()
        write("<blockquote>\n")
        let saved = paragraphsAreTight
        paragraphsAreTight = false
        descend(node)
        paragraphsAreTight = saved
        newLine()
        write("</blockquote>\n")
    }

    public mutating func visitList(_ node: MarkdownNode) {
        guard case .list(let ordered, let start, let tight) = node.kind else { return }
        newLine()
        if !ordered {
            write("<ul>\n")
        } else if start == 1 {
            write("<ol>\n")
        } else {
            write("<ol start=\"\(start)\">\n")
        }
        let saved = listIsTight
        listIsTight = tight
        descend(node)
        listIsTight = saved
        newLine()
        write(ordered ? "</ol>\n" : "</ul>\n")
    }

    public mutating func visitItem(_ node: MarkdownNode) {
        newLine()
        write("<li>")
        let saved = paragraphsAreTight
        paragraphsAreTight = listIsTight
        descend(node)
        paragraphsAreTight = saved
        write("</li>\n")
    }

    public mutating func visitCodeBlock(_ node: MarkdownNode) {
        guard case .codeBlock(let info, let literal) = node.kind else { return }
        newLine()
        let language = info.prefix { $0 != " " && $0 != "\t" }
        if let replacement = options.replacedBlocks[String(language)]?[literal] {
            write(replacement)
            newLine()
            return
        }
        if language.isEmpty {
            write("<pre><code>")
        } else {
            write("<pre><code class=\"language-")
            HTMLEscaping.escape(String(language), into: &output)
            write("\">")
        }
        if options.highlightsSwift && language.lowercased() == "swift" {
            SwiftHighlighter.highlight(literal, into: &output)
        } else {
            HTMLEscaping.escape(literal, into: &output)
        }
        write("</code></pre>\n")
    }

    public mutating func visitHTMLBlock(_ node: MarkdownNode) {
        newLine()
        write("<!-- raw HTML omitted -->")
        newLine()
    }

    public mutating func visitParagraph(_ node: MarkdownNode) {
        if paragraphsAreTight {
            descend(node)
            return
        }
        newLine()
        write("<p>")
        descend(node)
        write("</p>\n")
    }

    public mutating func visitHeading(_ node: MarkdownNode) {
        guard case .heading(let sourceLevel) = node.kind else { return }
        let level = min(max(sourceLevel + options.headingLevelOffset, 1), 6)
        let text = node.plainText
        let id = anchors.id(for: text)
        headings.append(Heading(level: level, id: id, text: text))
        newLine()
        write("<h\(level) id=\"")
        HTMLEscaping.escape(id, into: &output)
        write("\">")
        descend(node)
        write("</h\(level)>\n")
    }

    public mutating func visitThematicBreak(_ node: MarkdownNode) {
        newLine()
        write("<hr />\n")
    }

    // MARK: Inlines

    public mutating func visitText(_ node: MarkdownNode) {
        if case .text(let literal) = node.kind { HTMLEscaping.escape(literal, into: &output) }
    }

    public mutating func visitSoftBreak(_ node: MarkdownNode) {
        write("\n")
    }

    public mutating func visitLineBreak(_ node: MarkdownNode) {
        write("<br />\n")
    }

    public mutating func visitInlineCode(_ node: MarkdownNode) {
        guard case .code(let literal) = node.kind else { return }
        write("<code>")
        HTMLEscaping.escape(literal, into: &output)
        write("</code>")
    }

    public mutating func visitInlineHTML(_ node: MarkdownNode) {
        write("<!-- raw HTML omitted -->")
    }

    public mutating func visitEmphasis(_ node: MarkdownNode) {
        write("<em>")
        descend(node)
        write("</em>")
    }

    public mutating func visitStrong(_ node: MarkdownNode) {
        write("<strong>")
        descend(node)
        write("</strong>")
    }

    public mutating func visitLink(_ node: MarkdownNode) {
        guard case .link(let destination, let title) = node.kind else { return }
        write("<a href=\"")
        LinkDestination.attributeValue(destination, into: &output)
        writeTitle(title)
        write("\">")
        descend(node)
        write("</a>")
    }

    public mutating func visitImage(_ node: MarkdownNode) {
        guard case .image(let source, let title) = node.kind else { return }
        write("<img src=\"")
        LinkDestination.attributeValue(source, into: &output)
        write("\" alt=\"")
        writeAlternativeText(node.children)
        writeTitle(title)
        write("\" />")
    }

    // MARK: Output

    private mutating func descend(_ node: MarkdownNode) {
        for child in node.children { visit(child) }
    }

    private mutating func writeTitle(_ title: String) {
        guard !title.isEmpty else { return }
        write("\" title=\"")
        HTMLEscaping.escape(title, into: &output)
    }

    /// An image's description as cmark writes `alt`: the text of its inlines, without tags.
    private mutating func writeAlternativeText(_ nodes: [MarkdownNode]) {
        for node in nodes {
            switch node.kind {
            case .text(let literal), .code(let literal), .htmlInline(let literal): HTMLEscaping.escape(literal, into: &output)
            case .softBreak, .lineBreak: write(" ")
            default: writeAlternativeText(node.children)
            }
        }
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    private mutating func newLine() {
        if let last = output.last, last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
    }

    private mutating func write(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
