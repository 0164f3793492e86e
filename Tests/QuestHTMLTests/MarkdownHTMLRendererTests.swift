import QuestCore
import QuestHTML
import Testing

/// A Markdown input and what `cmark --smart --safe` (Debian's cmark 0.30) printed for it, recorded once.
struct CmarkCase: Sendable, CustomTestStringConvertible {
    var name: String
    var markdown: String
    var cmark: String
    var testDescription: String { name }

    init(_ name: String, markdown: String, cmark: String) {
        self.name = name
        self.markdown = markdown
        self.cmark = cmark
    }
}

/// Recorded with `cmark --smart --safe`; re-record by piping each `markdown` through it.
enum CmarkOutputs {
    static let cases: [CmarkCase] = [
        CmarkCase("paragraphs and emphasis",
            markdown: "Hello *world* and **bold** `code <x>`.\n\nSecond & last.",
            cmark: "<p>Hello <em>world</em> and <strong>bold</strong> <code>code &lt;x&gt;</code>.</p>\n<p>Second &amp; last.</p>\n"),
        CmarkCase("tight list",
            markdown: "- a\n- b *c*\n- d",
            cmark: "<ul>\n<li>a</li>\n<li>b <em>c</em></li>\n<li>d</li>\n</ul>\n"),
        CmarkCase("loose list",
            markdown: "- a\n- b\n\n  c\n- d",
            cmark: "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n<p>c</p>\n</li>\n<li>\n<p>d</p>\n</li>\n</ul>\n"),
        CmarkCase("nested lists",
            markdown: "1. one\n   - x\n   - y\n2. two",
            cmark: "<ol>\n<li>one\n<ul>\n<li>x</li>\n<li>y</li>\n</ul>\n</li>\n<li>two</li>\n</ol>\n"),
        CmarkCase("ordered list start",
            markdown: "7. seven\n8. eight",
            cmark: "<ol start=\"7\">\n<li>seven</li>\n<li>eight</li>\n</ol>\n"),
        CmarkCase("block quote with a list",
            markdown: "> quote\n> - item\n>\n> para",
            cmark: "<blockquote>\n<p>quote</p>\n<ul>\n<li>item</li>\n</ul>\n<p>para</p>\n</blockquote>\n"),
        CmarkCase("list item with code",
            markdown: "- text\n\n  ```\n  code\n  ```",
            cmark: "<ul>\n<li>\n<p>text</p>\n<pre><code>code\n</code></pre>\n</li>\n</ul>\n"),
        CmarkCase("empty list item",
            markdown: "-\n- b",
            cmark: "<ul>\n<li></li>\n<li>b</li>\n</ul>\n"),
        CmarkCase("headings",
            markdown: "# One\n\nTwo\n---\n\n### Three *em*",
            cmark: "<h1>One</h1>\n<h2>Two</h2>\n<h3>Three <em>em</em></h3>\n"),
        CmarkCase("code blocks",
            markdown: "```ruby extra\nputs 1 < 2\n```\n\n    indented & code\n\n```\nplain\n```",
            cmark: "<pre><code class=\"language-ruby\">puts 1 &lt; 2\n</code></pre>\n<pre><code>indented &amp; code\n</code></pre>\n<pre><code>plain\n</code></pre>\n"),
        CmarkCase("breaks",
            markdown: "soft\nbreak\nhard  \nbreak\\\nend",
            cmark: "<p>soft\nbreak\nhard<br />\nbreak<br />\nend</p>\n"),
        CmarkCase("links",
            markdown: "[a](http://x.com/a b \"T & 'q'\") [b](<c d> 'e') [c][ref]\n\n[ref]: /url?a=1&b=[2] \"R\"",
            cmark: "<p>[a](http://x.com/a b “T &amp; ‘q’”) <a href=\"c%20d\" title=\"e\">b</a> <a href=\"/url?a=1&amp;b=%5B2%5D\" title=\"R\">c</a></p>\n"),
        CmarkCase("autolinks and entities",
            markdown: "<http://a.b/c?d=e&f> <me@x.org> &amp; &copy; &#35; &nbsp;",
            cmark: "<p><a href=\"http://a.b/c?d=e&amp;f\">http://a.b/c?d=e&amp;f</a> <a href=\"mailto:me@x.org\">me@x.org</a> &amp; © #  </p>\n"),
        CmarkCase("images",
            markdown: "![alt *em* `c`](i.png \"Title\")\n\n![multi\nline](x.gif)",
            cmark: "<p><img src=\"i.png\" alt=\"alt em c\" title=\"Title\" /></p>\n<p><img src=\"x.gif\" alt=\"multi line\" /></p>\n"),
        CmarkCase("raw HTML is omitted",
            markdown: "<div onclick=\"x()\">\nraw\n</div>\n\ntext <b>bold</b> <script>alert(1)</script> end\n\n<script>\nalert(2)\n</script>\n\n![a <b>x</b>](i.png)",
            cmark: "<!-- raw HTML omitted -->\n<p>text <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --> end</p>\n<!-- raw HTML omitted -->\n<p><img src=\"i.png\" alt=\"a &lt;b&gt;x&lt;/b&gt;\" /></p>\n"),
        CmarkCase("smart punctuation",
            markdown: "\"Double\" and 'single' -- dash --- em... it's",
            cmark: "<p>“Double” and ‘single’ – dash — em… it’s</p>\n"),
        CmarkCase("dangerous destinations",
            markdown: "[j](javascript:alert(1)) [J](JavaScript:x) [v](vbscript:x) [f](file:///etc/passwd) [d](data:text/html,x) ![p](data:image/png;base64,AA) ![s](data:image/svg+xml,x) [w](data:image/webp;x)",
            cmark: "<p><a href=\"\">j</a> <a href=\"\">J</a> <a href=\"\">v</a> <a href=\"\">f</a> <a href=\"\">d</a> <img src=\"data:image/png;base64,AA\" alt=\"p\" /> <img src=\"\" alt=\"s\" /> <a href=\"data:image/webp;x\">w</a></p>\n"),
        CmarkCase("thematic breaks",
            markdown: "a\n\n***\n\n- - -\nb",
            cmark: "<p>a</p>\n<hr />\n<hr />\n<p>b</p>\n"),
        CmarkCase("backslash escapes",
            markdown: "\\*not em\\* \\<tag\\> \\[x\\]",
            cmark: "<p>*not em* &lt;tag&gt; [x]</p>\n"),
        CmarkCase("nested emphasis and links",
            markdown: "***both*** [*em* `code`](/p)",
            cmark: "<p><em><strong>both</strong></em> <a href=\"/p\"><em>em</em> <code>code</code></a></p>\n"),
        CmarkCase("unicode",
            markdown: "Café – naïve ✓ 日本",
            cmark: "<p>Café – naïve ✓ 日本</p>\n"),
    ]
}

@Suite("Markdown to HTML")
struct MarkdownHTMLRendererTests {
    /// Our output with what cmark does not do undone: heading ids, and `'` escaped as `&#39;`.
    private func cmarkEquivalent(_ markdown: String) -> String {
        let html = MarkdownHTMLRenderer.html(for: MarkdownParser.parse(markdown, smartPunctuation: true))
        return html.replacing(#/ id="[^"]*"/#, with: "").replacing("&#39;", with: "'")
    }

    @Test("matches cmark's safe HTML", arguments: CmarkOutputs.cases)
    func matchesCmark(_ test: CmarkCase) {
        #expect(cmarkEquivalent(test.markdown) == test.cmark)
    }

    @Test("renders hand-built trees", arguments: [
        (MarkdownNode(kind: .paragraph, children: [text("a < b")], line: 1, column: 1, endLine: 1), "<p>a &lt; b</p>\n"),
        (MarkdownNode(kind: .heading(level: 2), children: [text("Hello, World!")], line: 1, column: 1, endLine: 1),
         "<h2 id=\"hello-world\">Hello, World!</h2>\n"),
        (MarkdownNode(kind: .codeBlock(info: "swift", literal: "let a = 1\n"), line: 1, column: 1, endLine: 3),
         "<pre><code class=\"language-swift\"><span class=\"hl-keyword\">let</span> a = <span class=\"hl-number\">1</span>\n</code></pre>\n"),
        (MarkdownNode(kind: .codeBlock(info: "\"><script>", literal: "x"), line: 1, column: 1, endLine: 3),
         "<pre><code class=\"language-&quot;&gt;&lt;script&gt;\">x</code></pre>\n"),
        (MarkdownNode(kind: .link(destination: " javascript:alert(1)", title: "\" onmouseover=\"x"), children: [text("j")],
                      line: 1, column: 1, endLine: 1),
         "<a href=\"\" title=\"&quot; onmouseover=&quot;x\">j</a>"),
        (MarkdownNode(kind: .link(destination: "java\u{0}script:x", title: ""), children: [], line: 1, column: 1, endLine: 1),
         "<a href=\"\"></a>"),
        (MarkdownNode(kind: .image(source: "DATA:image/jpeg;base64,AA", title: ""), children: [text("p")],
                      line: 1, column: 1, endLine: 1),
         "<img src=\"DATA:image/jpeg;base64,AA\" alt=\"p\" />"),
        (MarkdownNode(kind: .htmlInline("<img src=x onerror=alert(1)>"), line: 1, column: 1, endLine: 1),
         "<!-- raw HTML omitted -->"),
    ])
    func rendersNodes(node: MarkdownNode, expected: String) {
        #expect(MarkdownHTMLRenderer.html(for: node) == expected)
    }

    @Test("gives headings unique ids, with a prefix and a level offset")
    func headingAnchors() {
        let document = MarkdownParser.parse("# Lists\n\n## Lists\n\n###### Deep\n\n## What's *new*?\n\n## ---", smartPunctuation: true)
        var renderer = MarkdownHTMLRenderer(
            options: .init(headingLevelOffset: 1),
            anchors: HeadingAnchors(prefix: "notes-", reserved: ["notes-lists-2"])
        )
        let html = renderer.render(document)
        #expect(html == """
            <h2 id="notes-lists">Lists</h2>
            <h3 id="notes-lists-3">Lists</h3>
            <h6 id="notes-deep">Deep</h6>
            <h3 id="notes-whats-new">What’s <em>new</em>?</h3>
            <h3 id="notes-section">—</h3>

            """)
        #expect(renderer.headings.map(\.id) == ["notes-lists", "notes-lists-3", "notes-deep", "notes-whats-new", "notes-section"])
        // A second document on the same page continues the numbering.
        #expect(renderer.render(MarkdownParser.parse("# Lists")) == "<h2 id=\"notes-lists-4\">Lists</h2>\n")
    }

    @Test("slugs heading text", arguments: [
        ("Toolbars & menus: placement", "toolbars-menus-placement"),
        ("  Hello   World  ", "hello-world"),
        ("@MainActor and `Task`", "mainactor-and-task"),
        ("Écoute à l’école", "écoute-à-lécole"),
        ("1.2 Numbers", "1-2-numbers"),
        ("snake_case", "snake_case"),
        ("???", "section"),
    ])
    func slugs(text: String, slug: String) {
        #expect(HeadingAnchors.slug(text) == slug)
    }

    @Test("leaves nothing executable from hostile Markdown", arguments: [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[x](javascript:alert(1))",
        "[x](  JAVASCRIPT:alert(1))",
        "[x](&#106;avascript:alert(1))",
        "![x](data:text/html;base64,PHNjcmlwdD4=)",
        "<a href=\"javascript:x\">y</a>",
        "`<script>` and ```\n<script>\n```",
        "[x](\"onmouseover=alert(1))",
        "<svg onload=alert(1)>",
    ])
    func safeMode(markdown: String) {
        let html = MarkdownHTMLRenderer.html(for: MarkdownParser.parse(markdown, smartPunctuation: true)).lowercased()
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("data:text"))
        #expect(!html.contains("<svg"))
        #expect(!html.contains("<img src=x"))
        #expect(html.firstMatch(of: /\son[a-z]+=/) == nil)
    }
}

private func text(_ literal: String) -> MarkdownNode {
    MarkdownNode(kind: .text(literal), line: 1, column: 1, endLine: 1)
}
