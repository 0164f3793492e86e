import QuestHTML
import Testing

/// Shorthand for the expected spans.
private func span(_ kind: String, _ html: String) -> String { "<span class=\"hl-\(kind)\">\(html)</span>" }

@Suite("Swift highlighting")
struct SwiftHighlighterTests {
    @Test("colours each token class", arguments: [
        // Keywords, types and plain names.
        ("let x = 1", "\(span("keyword", "let")) x = \(span("number", "1"))"),
        ("struct A: View {}", "\(span("keyword", "struct")) \(span("type", "A")): \(span("type", "View")) {}"),
        ("return self", "\(span("keyword", "return")) \(span("keyword", "self"))"),
        ("f(for: x, in: y)", "f(for: x, in: y)"),
        ("switch a { default: b }", "\(span("keyword", "switch")) a { \(span("keyword", "default")): b }"),
        // Comments, nested block comments included.
        ("// note <b>", span("comment", "// note &lt;b&gt;")),
        ("/* a /* b */ c */ d", "\(span("comment", "/* a /* b */ c */")) d"),
        ("/// Doc\nx", "\(span("comment", "/// Doc"))\nx"),
        ("/* open", span("comment", "/* open")),
        // Strings: escapes, interpolation (highlighted inside), raw and multi-line.
        ("\"a\"", span("string", "&quot;a&quot;")),
        ("\"say \\\"hi\\\"\"", span("string", "&quot;say \\&quot;hi\\&quot;&quot;")),
        ("\"a \\(b + \"c\") d\"",
         span("string", "&quot;a \(span("interpolation", "\\(b + \(span("string", "&quot;c&quot;")))")) d&quot;")),
        ("\"\\(f(x))\"", span("string", "&quot;\(span("interpolation", "\\(f(x))"))&quot;")),
        ("#\"raw \\(x) \"#", span("string", "#&quot;raw \\(x) &quot;#")),
        ("#\"a \\#(x)\"#", span("string", "#&quot;a \(span("interpolation", "\\#(x)"))&quot;#")),
        ("\"\"\"multi\"\"\"", span("string", "&quot;&quot;&quot;multi&quot;&quot;&quot;")),
        ("\"\"\"\nline \"q\"\n\"\"\"", span("string", "&quot;&quot;&quot;\nline &quot;q&quot;\n&quot;&quot;&quot;")),
        ("\"open\nlet", "\(span("string", "&quot;open"))\n\(span("keyword", "let"))"),
        // Numbers.
        ("0x1F", span("number", "0x1F")),
        ("1_000.5e3", span("number", "1_000.5e3")),
        ("0b1010 0o17", "\(span("number", "0b1010")) \(span("number", "0o17"))"),
        ("1.5e-3", span("number", "1.5e-3")),
        ("0..<10", "\(span("number", "0"))..&lt;\(span("number", "10"))"),
        // Attributes, macros and directives.
        ("@MainActor", span("attribute", "@MainActor")),
        ("@Observable final class M", "\(span("attribute", "@Observable")) \(span("keyword", "final")) \(span("keyword", "class")) \(span("type", "M"))"),
        ("@State private var on", "\(span("attribute", "@State")) \(span("keyword", "private")) \(span("keyword", "var")) on"),
        ("#Preview { }", "\(span("macro", "#Preview")) { }"),
        ("#if DEBUG", "\(span("keyword", "#if")) \(span("type", "DEBUG"))"),
        // Implicit members versus member access.
        (".primaryAction", span("member", ".primaryAction")),
        ("placement: .topBarTrailing", "placement: \(span("member", ".topBarTrailing"))"),
        ("x ? .a : .b", "x ? \(span("member", ".a")) : \(span("member", ".b"))"),
        ("Route.trip(id:)", "\(span("type", "Route")).trip(id:)"),
        ("a?.b", "a?.b"),
        ("Text(\"x\")\n  .font(.title)", "\(span("type", "Text"))(\(span("string", "&quot;x&quot;")))\n  .font(\(span("member", ".title")))"),
        ("self.default", "\(span("keyword", "self")).default"),
        // Key paths.
        ("\\.dismiss", span("keypath", "\\.dismiss")),
        ("\\Lesson.title", span("keypath", "\\Lesson.title")),
        ("\\.a?.b", span("keypath", "\\.a?.b")),
        ("\\.self", span("keypath", "\\.self")),
        // Escaping of everything else.
        ("a < b && c", "a &lt; b &amp;&amp; c"),
    ])
    func highlights(code: String, expected: String) {
        #expect(SwiftHighlighter.highlight(code) == expected)
    }

    @Test("keeps every character of the source", arguments: [
        "@MainActor struct A { @Environment(\\.dismiss) var dismiss; let s = #\"\\(x)\"#; /* /* */ */ }",
        "let é = \"ünï \\(cödé)\" // ✓",
        "\"unterminated \\(",
        "#",
        "\\",
    ])
    func keepsText(code: String) {
        let html = SwiftHighlighter.highlight(code)
        let text = html.replacing(/<[^>]+>/, with: "").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&amp;", with: "&")
        #expect(text == code)
    }
}
