internal import QuestMustache

/// Highlights Swift source at build time as escaped HTML with `<span class="hl-…">`, so pages need no JavaScript.
///
/// Classes (colours in `HighlightTheme.css`):
/// `hl-keyword` (`let`, `struct`, `#if`), `hl-type` (capitalised names), `hl-string` (whole literal, raw and multi-line
/// too), `hl-interpolation` (`\(…)` inside a string, itself highlighted), `hl-number`, `hl-comment` (line, doc and nested
/// block comments), `hl-attribute` (`@MainActor`), `hl-member` (implicit members such as `.primaryAction`), `hl-macro`
/// (`#Preview`), `hl-keypath` (`\.dismiss`, `\Lesson.title`). Everything else is plain escaped text.
public enum SwiftHighlighter {
    /// Every class the highlighter emits.
    public static let classNames = [
        "hl-keyword", "hl-type", "hl-string", "hl-interpolation", "hl-number", "hl-comment",
        "hl-attribute", "hl-member", "hl-macro", "hl-keypath",
    ]

    /// `code` as escaped HTML with highlighting spans (no `<pre>` or `<code>` around it).
    public static func highlight(_ code: String) -> String {
        var output: [UInt8] = []
        highlight(code, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the highlighted HTML of `code` to a UTF-8 buffer.
    public static func highlight(_ code: String, into output: inout [UInt8]) {
        var lexer = SwiftLexer(source: Array(code.utf8), output: output)
        output = []
        lexer.highlightAll()
        output = lexer.output
    }
}
