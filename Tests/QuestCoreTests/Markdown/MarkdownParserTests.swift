import QuestCore
import Testing

@Suite("Markdown parser (cmark)")
struct MarkdownParserTests {
    @Test("a heading, a paragraph and a fenced block keep their kinds, text and 1-based lines")
    func blocksAndLines() {
        let document = MarkdownParser.parse("# Title\n\nSome *text*.\n\n```swift fragment\nlet x = 1\n```\n")
        #expect(document.kind == .document)
        #expect(document.children.map(\.line) == [1, 3, 5])
        #expect(document.children[0].kind == .heading(level: 1))
        #expect(document.children[1].plainText == "Some text.")
        #expect(document.children[2].kind == .codeBlock(info: "swift fragment", literal: "let x = 1\n"))
        #expect(document.children[2].endLine == 7)
    }

    @Test("smart punctuation curls quotes only when asked", arguments: [
        (true, "“Hi” – it’s…"),
        (false, "\"Hi\" -- it's..."),
    ])
    func smartPunctuation(smart: Bool, expected: String) {
        let document = MarkdownParser.parse("\"Hi\" -- it's...", smartPunctuation: smart)
        #expect(document.plainText == expected)
    }

    @Test("lists report ordered, start and tightness")
    func lists() {
        let tight = MarkdownParser.parse("3. a\n4. b\n").children[0]
        #expect(tight.kind == .list(ordered: true, start: 3, tight: true))
        #expect(tight.children.count == 2)
        let loose = MarkdownParser.parse("- a\n\n- b\n").children[0]
        #expect(loose.kind == .list(ordered: false, start: 0, tight: false))
    }

    @Test("links, images, code spans and breaks become their own nodes")
    func inlines() {
        let paragraph = MarkdownParser.parse("[Docs](https://x.example \"T\") `code`  \nnext\n![alt](a.png)").children[0]
        let kinds = paragraph.children.map(\.kind)
        #expect(kinds.contains(.link(destination: "https://x.example", title: "T")))
        #expect(kinds.contains(.code("code")))
        #expect(kinds.contains(.lineBreak))
        #expect(kinds.contains(.image(source: "a.png", title: "")))
    }

    @Test("columns count characters, not bytes, after non-ASCII text")
    func unicodeColumns() {
        let paragraph = MarkdownParser.parse("é·ü *y*").children[0]
        let emphasis = paragraph.children.first { $0.kind == .emphasis }
        #expect(emphasis?.column == 5)
    }

    @Test("a pathological nesting depth is capped instead of exhausting the stack")
    func deepNesting() {
        let text = String(repeating: ">", count: 50_000) + " deep"
        let document = MarkdownParser.parse(text)
        var depth = 0
        var node = document
        while let child = node.children.first {
            depth += 1
            node = child
        }
        #expect(depth <= MarkdownParser.maximumDepth + 1)
        #expect(document.plainText == "deep")
    }

    @Test("an empty text is an empty document")
    func empty() {
        let document = MarkdownParser.parse("")
        #expect(document.kind == .document)
        #expect(document.children.isEmpty)
    }
}
