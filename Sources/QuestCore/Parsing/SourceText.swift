/// A lesson file's text as lines, so that parts can be sliced out verbatim and located by line number.
///
/// Line endings are normalised to `\n` (a `\r\n` file slices the same as a `\n` file), a lone `\r` is read as a space,
/// and a byte-order mark is dropped.
struct SourceText {
    /// The file's lines without their line endings; `lines[0]` is line 1.
    let lines: [String]

    init(_ text: String) {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line
            if line.last == "\r" { line.removeLast() }
            // CommonMark ends a line at a lone CR too; editors, `wc -l` and diagnostics count LFs. A lone CR becomes a
            // space so that cmark's line numbers stay the file's.
            guard line.contains("\r") else { return String(line) }
            return String(String.UnicodeScalarView(line.map { $0 == "\r" ? " " : $0 }))
        }
    }

    /// The text of `first...last` (1-based, clamped to the file), with up to `indent` leading spaces removed from
    /// each line, the first line starting at `firstColumn`, and blank lines trimmed from both ends.
    ///
    /// - Parameter removed: lines to leave out (a `quest-exercise` block), with the blank line that followed them.
    func slice(
        _ first: Int, _ last: Int, dedent indent: Int = 0, firstColumn: Int = 1, removing removed: ClosedRange<Int>? = nil
    ) -> String {
        let lower = max(first, 1)
        let upper = min(last, lines.count)
        guard lower <= upper else { return "" }
        var result: [Substring] = []
        for number in lower...upper {
            if let removed, removed.contains(number) { continue }
            let line = Substring(lines[number - 1])
            if let removed, number == removed.upperBound + 1, line.allSatisfy(\.isWhitespace),
               result.last?.allSatisfy(\.isWhitespace) ?? true {
                continue
            }
            if number == lower && firstColumn > 1 {
                result.append(Substring(line.unicodeScalars.dropFirst(firstColumn - 1)))
            } else {
                result.append(Self.dropIndent(line, upTo: indent))
            }
        }
        while let head = result.first, head.allSatisfy(\.isWhitespace) { result.removeFirst() }
        while let tail = result.last, tail.allSatisfy(\.isWhitespace) { result.removeLast() }
        return result.joined(separator: "\n")
    }

    /// The text of `first...last` without the lines in `removed`, runs of blank lines left behind collapsed to one,
    /// and blank lines trimmed from both ends.
    func slice(_ first: Int, _ last: Int, removingAll removed: [ClosedRange<Int>]) -> String {
        let lower = max(first, 1)
        let upper = min(last, lines.count)
        guard lower <= upper else { return "" }
        var result: [String] = []
        for number in lower...upper where !removed.contains(where: { $0.contains(number) }) {
            let line = lines[number - 1]
            if line.allSatisfy(\.isWhitespace), result.last?.allSatisfy(\.isWhitespace) ?? true { continue }
            result.append(line)
        }
        while let tail = result.last, tail.allSatisfy(\.isWhitespace) { result.removeLast() }
        return result.joined(separator: "\n")
    }

    /// The line number of the first non-blank line in `first...last`, or `first` when all are blank.
    func firstContentLine(_ first: Int, _ last: Int) -> Int {
        let lower = max(first, 1)
        let upper = min(last, lines.count)
        guard lower <= upper else { return first }
        for number in lower...upper {
            if !lines[number - 1].allSatisfy(\.isWhitespace) { return number }
        }
        return first
    }

    /// The text handed to cmark: lines `1...count` blanked, so that cmark's line numbers are the file's.
    func markdown(blankingFirst count: Int) -> String {
        lines.enumerated().map { index, line in index < count ? "" : line }.joined(separator: "\n")
    }

    private static func dropIndent(_ line: Substring, upTo indent: Int) -> Substring {
        var line = line
        var removed = 0
        while removed < indent, line.first == " " {
            line.removeFirst()
            removed += 1
        }
        return line
    }
}
