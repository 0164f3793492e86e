/// Gathers every code block of a tree, at any depth (inside lists and quotes too), in source order.
struct CodeBlockCollector: MarkdownWalker {
    private(set) var blocks: [MarkdownNode] = []

    static func collect(_ node: MarkdownNode) -> [MarkdownNode] {
        var collector = CodeBlockCollector()
        collector.visit(node)
        return collector.blocks
    }

    mutating func visitCodeBlock(_ node: MarkdownNode) {
        blocks.append(node)
    }
}

extension MarkdownNode {
    /// True for a ` ```quest-exercise ` block.
    var isExerciseBlock: Bool {
        guard let info = codeBlock?.info else { return false }
        return info.split(separator: " ").first == "quest-exercise"
    }

    /// The model value for a code block node: language, full info string, code without its final newline.
    var modelCodeBlock: CodeBlock? {
        guard let (info, literal) = codeBlock.map({ ($0.info, $0.literal) }) else { return nil }
        let words = info.split { $0 == " " || $0 == "\t" }.map(String.init)
        return CodeBlock(
            language: words.first ?? "",
            info: info.trimmingWhitespace,
            code: literal.hasSuffix("\n") ? String(literal.dropLast()) : literal,
            line: line,
            fragment: words.dropFirst().contains("fragment"),
            file: words.dropFirst().first { $0.hasPrefix("file=") }.map { String($0.dropFirst("file=".count)) }
        )
    }

    /// The first link inside the node, depth first.
    var firstLink: (title: String, destination: String)? {
        if case .link(let destination, _) = kind { return (plainText.trimmingWhitespace, destination) }
        for child in children {
            if let link = child.firstLink { return link }
        }
        return nil
    }

    /// The plain text after the node's first link (`— the reference for placements`), spaces collapsed; nil when
    /// nothing but spaces follows it.
    var textAfterFirstLink: String? {
        var seenLink = false
        var parts: [String] = []
        func visit(_ node: MarkdownNode) {
            if !seenLink, case .link = node.kind {
                seenLink = true
                return
            }
            if seenLink && (!node.isBlock || node.children.isEmpty) {
                parts.append(node.plainText)
                return
            }
            for child in node.children { visit(child) }
            if seenLink && node.isBlock { parts.append(" ") }
        }
        visit(self)
        let words = parts.joined().split { $0 == " " || $0 == "\n" || $0 == "\t" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// True for list nodes.
    var isList: Bool {
        if case .list = kind { return true }
        return false
    }
}
