import Foundation
import QuestCore
import QuestHTML

/// Card sides as HTML, rendered like the site: QuestHTML's safe-mode Markdown renderer and its Swift highlighter,
/// which here also colours inline code (the APIs a card is about).
struct CardHTML {
    /// Block HTML for `markdown` (paragraphs, lists, highlighted code blocks).
    func blocks(_ markdown: String) -> String {
        if Self.isPlainProse(markdown) { return "<p>" + markdown + "</p>" }
        let html = MarkdownHTMLRenderer.html(for: MarkdownParser.parse(markdown))
        return highlightingInlineCode(html).trimmingWhitespace().description
    }

    /// Inline HTML for a one-paragraph `markdown` (a question's prompt): the `<p>` wrapper removed.
    func inline(_ markdown: String) -> String {
        if Self.isPlainProse(markdown) { return markdown }
        let html = blocks(markdown)
        let inner = html.utf8.dropFirst(3).dropLast(4)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>"), Self.find(Array("<p>".utf8), in: Array(inner), from: 0) == nil else {
            return html
        }
        return String(decoding: inner, as: UTF8.self)
    }

    /// True when `markdown` is one line of prose that cmark (`--smart --safe`) renders as one paragraph holding the
    /// text unchanged: it starts with an ASCII letter (no block marker), ends with no space, and holds only letters,
    /// digits, non-ASCII characters, single spaces and `,;:?()/%` or single `.`; nothing to escape (`<>&"'`), no
    /// emphasis, code, link, entity, escape or smart punctuation (`'`, `"`, `--`, `...`). Such text skips the parser.
    static func isPlainProse(_ markdown: String) -> Bool {
        var utf8 = markdown.utf8.makeIterator()
        guard let first = utf8.next(), (first | 0x20) >= 0x61, (first | 0x20) <= 0x7a else { return false }
        var previous = first
        while let byte = utf8.next() {
            switch byte {
            case 0x61...0x7a, 0x41...0x5a, 0x30...0x39, 0x80...0xff, 0x2c, 0x3b, 0x3a, 0x3f, 0x28, 0x29, 0x2f, 0x25:
                break
            case 0x20, 0x2e:  // space, period: never two in a row
                if byte == previous { return false }
            default:
                return false
            }
            previous = byte
        }
        return previous != 0x20
    }

    /// A code block of the lesson, highlighted when it is Swift.
    func code(_ block: CodeBlock) -> String {
        let fenced = "```" + block.info + "\n" + block.code + (block.code.hasSuffix("\n") ? "" : "\n") + "```\n"
        return blocks(fenced)
    }

    /// The three renderings of a cloze clause with `api` hidden: the front (`[…]`), the back (shown, marked), and
    /// Anki's cloze text (`{{c1::<code>…</code>}}`).
    func cloze(_ clause: String, hiding api: String) -> (front: String, back: String, anki: String) {
        // A plain word survives Markdown rendering unchanged and marks where the API's code span was.
        let mark = "QUESTCLOZEPLACEHOLDER"
        guard let range = clause.range(of: "`" + api + "`") else {
            let html = inline(clause)
            return (html, html, html)
        }
        let html = inline(clause.replacingCharacters(in: range, with: mark))
        let code = "<code>" + SwiftHighlighter.highlight(api) + "</code>"
        // The standard library's `replacing` compares characters as Foundation's did, without its bridging cost.
        return (
            html.replacing(mark, with: #"<span class="cloze">[…]</span>"#),
            html.replacing(mark, with: #"<span class="cloze">"# + code + "</span>"),
            html.replacing(mark, with: "{{c1::" + code + "}}")
        )
    }

    /// Inline `<code>` spans (not those inside `<pre>`) with Swift highlighting spans.
    ///
    /// Works on UTF-8 bytes: the tags searched for are ASCII, so byte offsets always fall between characters.
    private func highlightingInlineCode(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let open = Array("<code>".utf8)
        let close = Array("</code>".utf8)
        let pre = Array("<pre>".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 2)
        var index = 0
        while let start = Self.find(open, in: bytes, from: index) {
            output += bytes[index..<start]
            let insidePre = start >= pre.count && bytes[(start - pre.count)..<start].elementsEqual(pre)
            guard !insidePre, let end = Self.find(close, in: bytes, from: start + open.count) else {
                output += open
                index = start + open.count
                continue
            }
            let literal = Self.unescape(String(decoding: bytes[(start + open.count)..<end], as: UTF8.self))
            output += open
            SwiftHighlighter.highlight(literal, into: &output)
            output += close
            index = end + close.count
        }
        output += bytes[index...]
        return String(decoding: output, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The text of escaped HTML (the five entities the renderer writes).
    private static func unescape(_ html: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "&")) else { return html }
        var text = html
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
