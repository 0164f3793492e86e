import QuestMustache
import Testing

@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test("replaces the five special characters and nothing else", arguments: [
        ("", ""),
        ("plain text", "plain text"),
        ("a & b", "a &amp; b"),
        ("<script>", "&lt;script&gt;"),
        ("say \"hi\"", "say &quot;hi&quot;"),
        ("it's", "it&#39;s"),
        ("&amp;", "&amp;amp;"),
        ("café → ✓", "café → ✓"),
        ("\" onmouseover='x'", "&quot; onmouseover=&#39;x&#39;"),
    ])
    func escapes(input: String, expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
    }

    @Test("appends to a byte buffer without touching what is there")
    func appendsToBuffer() {
        var buffer = Array("<p>".utf8)
        HTMLEscaping.escape("a<b", into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "<p>a&lt;b")
    }
}
