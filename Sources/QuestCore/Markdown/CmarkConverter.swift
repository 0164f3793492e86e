import CCmark

/// Parses CommonMark into `MarkdownNode` values. The only type in quest that talks to cmark.
public enum MarkdownParser {
    /// Nodes nested deeper than this are attached to their ancestor at this depth, so that a hostile file
    /// (thousands of `>` in a row) cannot exhaust the stack of code that walks the tree recursively.
    public static let maximumDepth = 256

    /// Parses `text` into a `.document` node whose lines and columns are 1-based positions in `text`.
    ///
    /// - Parameter smartPunctuation: turns straight quotes into curly ones, `--` into en dashes, `...` into an ellipsis.
    public static func parse(_ text: String, smartPunctuation: Bool = true) -> MarkdownNode {
        let options = smartPunctuation ? CMARK_OPT_SMART : CMARK_OPT_DEFAULT
        var utf8 = Array(text.utf8)
        let columns = ColumnMap(utf8)
        let length = utf8.count
        utf8.append(0)
        guard let root = utf8.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, length, options)
                }
            }
        }) else {
            return MarkdownNode(kind: .document, line: 1, column: 1, endLine: 1)
        }
        defer { cmark_node_free(root) }
        return convert(root, columns: columns)
    }

    /// Walks cmark's iterator with an explicit stack of half-built nodes (no recursion over C pointers).
    private static func convert(_ root: OpaquePointer, columns: ColumnMap) -> MarkdownNode {
        guard let iterator = cmark_iter_new(root) else {
            return MarkdownNode(kind: .document, line: 1, column: 1, endLine: 1)
        }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var skippedDepth = 0
        var result = MarkdownNode(kind: .document, line: 1, column: 1, endLine: 1)
        loop: while true {
            let event = cmark_iter_next(iterator)
            guard event != CMARK_EVENT_DONE, let pointer = cmark_iter_get_node(iterator) else { break }
            let parent = stack.last
            switch event {
            case CMARK_EVENT_ENTER:
                let node = makeNode(pointer, parent: parent, columns: columns)
                if isLeaf(pointer) {
                    stack[stack.count - 1].children.append(node)
                } else if stack.count >= maximumDepth {
                    skippedDepth += 1
                } else {
                    stack.append(node)
                }
            case CMARK_EVENT_EXIT:
                if skippedDepth > 0 {
                    skippedDepth -= 1
                    continue loop
                }
                let finished = stack.removeLast()
                if stack.isEmpty {
                    result = finished
                    break loop
                }
                stack[stack.count - 1].children.append(finished)
            default:
                break loop
            }
        }
        return result
    }

    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            true
        default:
            false
        }
    }

    /// Copies one node's own fields (not its children). Inline nodes without a position inherit the parent's.
    private static func makeNode(_ node: OpaquePointer, parent: MarkdownNode?, columns: ColumnMap) -> MarkdownNode {
        var line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        var endLine = Int(cmark_node_get_end_line(node))
        if line <= 0 {
            line = parent?.line ?? 1
            column = parent?.column ?? 1
        } else {
            column = columns.scalarColumn(line: line, byteColumn: max(column, 1))
        }
        if endLine < line { endLine = max(line, parent?.endLine ?? line) }
        return MarkdownNode(kind: kind(of: node), line: line, column: column, endLine: endLine)
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST:
            .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0
            )
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(node))
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_CUSTOM_BLOCK: .htmlBlock(literal: literal(node))
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text(literal(node))
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code(literal(node))
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: .htmlInline(literal(node))
        }
    }

    private static func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// Turns cmark's byte columns into the Unicode-scalar columns that `SourceLocation` promises.
private struct ColumnMap {
    private let bytes: [UInt8]
    /// For each line, the offset of its first byte, and whether it holds non-ASCII text (else byte = scalar column).
    private var lineStarts: [Int] = [0]
    private var nonASCII: [Bool] = [false]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(offset + 1)
                nonASCII.append(false)
            } else if byte >= 0x80 {
                nonASCII[nonASCII.count - 1] = true
            }
        }
    }

    func scalarColumn(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, nonASCII[line - 1] else { return byteColumn }
        let start = lineStarts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        var column = 1
        for offset in start..<max(start, end) where bytes[offset] & 0xC0 != 0x80 {
            column += 1
        }
        return column
    }
}
