/// Text that came from the learner's program (what it printed, its rows, its labels, its crash message), made safe
/// to put in a report: the one place that decides how control characters are shown.
///
/// Printed raw, such text could move a terminal's cursor and repaint a fake green `Score: 3/3` (ANSI escapes), or start a
/// line with `::error` or `::set-output`, which GitHub Actions reads as a workflow command in any step's output. So
/// every control character is replaced by a visible symbol (`␛` for escape, `␊` for a line feed inside a one-line
/// field, `␡`, and `\u{9B}` for the C1 controls and the invisible direction overrides that would reorder a line), and
/// a line of learner text that would start with `::`, even after spaces, starts with `\::` instead (GitHub trims
/// leading spaces before it looks for a command). Each report format then applies its own syntax on top:
/// `XMLText` for JUnit, JSON encoding for Exercism's results, `GitHubAnnotation`'s `%` escapes.
public enum VisibleText {
    /// One line: every control character, line feeds included, as a visible symbol; a leading `::` guarded.
    public static func line(_ text: some StringProtocol) -> String {
        guarded(symbols(text, keepingLineFeeds: false))
    }

    /// Several lines (what a program printed): each line as `line(_:)` does, line feeds kept between them.
    public static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line($0) }
    }

    /// Several lines as one string, for formats that take a block (`lines(_:)` joined by line feeds).
    public static func block(_ text: some StringProtocol) -> String {
        lines(text).joined(separator: "\n")
    }

    /// Every control character but (when asked) the line feed replaced by its visible symbol.
    static func symbols(_ text: some StringProtocol, keepingLineFeeds: Bool) -> String {
        var shown = ""
        shown.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if keepingLineFeeds && scalar == "\n" {
                shown.unicodeScalars.append(scalar)
            } else if let symbol = symbol(for: scalar) {
                shown += symbol
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The visible stand-in for `scalar`, or nil when it prints as itself: the C0 controls as their Control
    /// Pictures (`␀`…`␟`, so escape is `␛` and a line feed `␊`), delete as `␡`, and the C1 controls, the
    /// direction overrides and isolates, and the line and paragraph separators as `\u{…}`.
    static func symbol(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: String(Character(Unicode.Scalar(0x2400 + scalar.value)!))
        case 0x7F: "␡"
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
            "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: nil
        }
    }

    /// `text` with `\` before a leading `::` (after any spaces), so that it never reads as a workflow command.
    static func guarded(_ text: String) -> String {
        let blank = text.prefix { $0 == " " || $0 == "\t" }
        guard text.dropFirst(blank.count).hasPrefix("::") else { return text }
        return blank + "\\" + text.dropFirst(blank.count)
    }
}
