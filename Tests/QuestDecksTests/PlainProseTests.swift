import QuestCore
import QuestHTML
import Testing
@testable import QuestDecks

/// The shortcuts that skip cmark or Character arrays must give exactly what the full paths give.
@Suite("Plain-prose shortcuts")
struct PlainProseTests {
    private func parsed(_ markdown: String) -> String {
        MarkdownHTMLRenderer.html(for: MarkdownParser.parse(markdown))
    }

    @Test("text taken as plain prose renders through cmark to the same paragraph")
    func plainProseMatchesCmark() {
        let plain = [
            "Toolbars hold the actions of a screen", "Use a menu for secondary actions, not primary ones",
            "Search filters the list (as you type)", "Pinned: 3 of 4 items; 50% of the width", "Café résumé naïve",
            "Either/or works. So does this", "QUESTCLOZEPLACEHOLDER sets how much room an item gets",
        ]
        for text in plain {
            #expect(CardHTML.isPlainProse(text), "\(text)")
            #expect(parsed(text) == "<p>" + text + "</p>\n", "\(text)")
            #expect(CardHTML().blocks(text) == "<p>" + text + "</p>")
            #expect(CardHTML().inline(text) == text)
        }
    }

    @Test("anything cmark could change takes the full path")
    func syntaxIsNotPlain() {
        let marked = [
            "", " leading space", "trailing space ", "two  spaces", "Wait...", "Dashes -- here", "It's", "A \"quote\"",
            "Use `toolbar`", "*emphasis*", "snake_case", "a [link](x)", "1. a list", "# heading", "- item", "a < b",
            "a & b", "line\nbreak", "tab\there", "back\\slash", "Bang!", "3 items", "é first",
        ]
        for text in marked { #expect(!CardHTML.isPlainProse(text), "\(text)") }
    }

    @Test("plain text for the tokenizer: markers gone, identifiers' underscores kept, link targets dropped")
    func plainText() {
        #expect(PlainText.from(markdown: "[the docs](https://x) and `.toolbar`") == " the docs and  .toolbar ")
        #expect(PlainText.from(markdown: "**bold** _em_ snake_case é_x 1_2 _") == "  bold    em_ snake_case é_x 1 2  ")
        #expect(PlainText.from(markdown: "<b>") == " b ")
        for text in ["_a", "ß_b", "e\u{301}_c", "日本_語", "👍_x", "[a](b", "x](y) z", "]("] {
            #expect(PlainText.from(markdown: text) == Self.scalarPlainText(text), "\(text)")
        }
    }

    /// The scalar-by-scalar version PlainText replaced, as the reference.
    private static func scalarPlainText(_ markdown: String) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(markdown.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(" {
                while index < scalars.count, scalars[index] != ")" { index += 1 }
                index += 1
                continue
            }
            switch scalar {
            case "`", "*", "[", "]", "<", ">": output.append(" ")
            case "_": output.append(output.last.map { $0.properties.isAlphabetic } == true ? "_" : " ")
            default: output.append(scalar)
            }
            index += 1
        }
        return String(output)
    }

    @Test("clauses split at semicolons outside code, also next to non-ASCII text")
    func clauses() {
        let splitter = ProseSplitter()
        #expect(splitter.clauses(of: "The toolbar holds every action; the menu holds the rest of them")
            == ["The toolbar holds every action.", "The menu holds the rest of them."])
        #expect(splitter.clauses(of: "Write `a; b` in one line of code; then read all the résumé lines again")
            == ["Write `a; b` in one line of code.", "Then read all the résumé lines again."])
        #expect(splitter.clauses(of: "Café holds four words here;é then read all the lines again")
            == ["Café holds four words here.", "É then read all the lines again."])
    }

    @Test("trimming takes the shortcut only when it trims nothing", arguments: [
        ("a", "a"), ("  a b \n", "a b"), ("x\t", "x"), ("\u{00A0}é ", "é"), ("a\u{0301}", "a\u{0301}"),
        (" \u{0301}x", "x"), ("\r\n", ""), ("", ""), ("\u{2003}Word\u{2003}", "Word"), ("~", "~"),
    ])
    func trimming(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace() == Substring(trimmed))
        #expect(Substring(text).trimmingWhitespace() == Substring(trimmed))
    }
}
