import QuestCore
import Testing

/// Renders just emphasis and text, to show a visitor overriding a few kinds and defaulting the rest.
private struct ShoutingRenderer: MarkdownVisitor {
    mutating func defaultVisit(_ node: MarkdownNode) -> String {
        var text = ""
        for child in node.children { text += visit(child) }
        return text
    }

    mutating func visitText(_ node: MarkdownNode) -> String {
        if case .text(let literal) = node.kind { return literal }
        return ""
    }

    mutating func visitEmphasis(_ node: MarkdownNode) -> String {
        defaultVisit(node).uppercased()
    }
}

/// Collects heading texts and lines; everything else is walked through by default.
private struct HeadingCollector: MarkdownWalker {
    var headings: [String] = []

    mutating func visitHeading(_ node: MarkdownNode) {
        headings.append("\(node.line): \(node.plainText)")
    }
}

/// Counts links but does not look inside block quotes.
private struct LinkCounter: MarkdownWalker {
    var links = 0

    mutating func visitLink(_ node: MarkdownNode) { links += 1 }
    mutating func visitBlockQuote(_ node: MarkdownNode) {}
}

@Suite("Markdown visitors and walkers")
struct MarkdownVisitorTests {
    @Test("a visitor's result comes from the kinds it overrides and its default")
    func visitorResult() {
        var renderer = ShoutingRenderer()
        #expect(renderer.visit(MarkdownParser.parse("a *quiet* word")) == "a QUIET word")
    }

    @Test("a walker descends into every block by default")
    func walkerDescends() {
        var collector = HeadingCollector()
        collector.visit(MarkdownParser.parse("# One\n\n> ## Two in a quote\n\n- ### Three in a list\n"))
        #expect(collector.headings == ["1: One", "3: Two in a quote", "5: Three in a list"])
    }

    @Test("a walker that overrides a container without descending skips its contents")
    func walkerSkips() {
        var counter = LinkCounter()
        counter.visit(MarkdownParser.parse("[a](x) [b](y)\n\n> [c](z)\n"))
        #expect(counter.links == 2)
    }

    @Test("plainText joins blocks with newlines and keeps code", arguments: [
        ("# Toolbars *and* menus", "Toolbars and menus"),
        ("one\ntwo", "one two"),
        ("Use `.toolbar`.\n\n- a\n- b", "Use .toolbar.\na\nb"),
        ("```\nlet x\n```", "let x"),
    ])
    func plainText(markdown: String, expected: String) {
        #expect(MarkdownParser.parse(markdown, smartPunctuation: false).plainText == expected)
    }
}
