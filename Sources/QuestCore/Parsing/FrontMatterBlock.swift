/// The `key: value` lines between two `---` lines at the top of a file: the syntax lessons and `course.md` share.
///
/// It reports what is wrong with the syntax (a line that is not `key: value`, a key given twice); what the keys mean,
/// and which are known, is for the reader of each kind of file.
struct FrontMatterBlock {
    /// One `key: value` line.
    struct Entry {
        var key: String
        /// Trimmed, with one pair of surrounding quotes removed.
        var value: String
        var line: Int
        /// The column where the value starts, for errors about it.
        var valueColumn: Int
    }

    /// What the top of a file holds.
    enum Reading {
        /// The first line is not `---`.
        case absent
        /// A `---` line that is never closed.
        case unterminated
        case block(FrontMatterBlock)
    }

    /// The entries in file order, each key once (a repeated key is reported and left out).
    var entries: [Entry]
    /// Every key written, repeated or not.
    var keys: Set<String>
    /// The line of the closing `---`; the body starts after it.
    var closingLine: Int

    /// Splits off the front matter of `source`, reporting malformed and repeated lines into `diagnostics`.
    static func read(_ source: SourceText, file: String, diagnostics: inout [Diagnostic]) -> Reading {
        guard source.lines.first?.trimmingTrailingWhitespace == "---" else { return .absent }
        guard let closingIndex = source.lines.indices.dropFirst().first(where: {
            source.lines[$0].trimmingTrailingWhitespace == "---"
        }) else { return .unterminated }
        var block = FrontMatterBlock(entries: [], keys: [], closingLine: closingIndex + 1)
        for index in 1..<closingIndex {
            block.read(line: source.lines[index], number: index + 1, file: file, diagnostics: &diagnostics)
        }
        return .block(block)
    }

    private mutating func read(line: String, number lineNumber: Int, file: String, diagnostics: inout [Diagnostic]) {
        let trimmed = line.trimmingWhitespace
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        let location = SourceLocation(file: file, line: lineNumber)
        guard let colon = line.firstIndex(of: ":"),
              case let key = line[..<colon].trimmingWhitespace, !key.isEmpty, !key.contains(" ") else {
            diagnostics.append(Diagnostic(.error, at: location, .malformedFrontMatterLine,
                "this front-matter line is not `key: value`"))
            return
        }
        let rawValue = line[line.index(after: colon)...]
        let valueColumn = line.distance(from: line.startIndex, to: colon) + 2 + rawValue.prefix { $0 == " " }.count
        guard keys.insert(key).inserted else {
            diagnostics.append(Diagnostic(.error, at: location, .duplicateFrontMatterKey,
                "`\(key):` appears twice in the front matter; keep one"))
            return
        }
        entries.append(Entry(key: key, value: Self.unquoted(rawValue.trimmingWhitespace), line: lineNumber, valueColumn: valueColumn))
    }

    /// `"Toolbars: a primer"` → `Toolbars: a primer`, so authors may quote a value that holds a colon.
    private static func unquoted(_ value: String) -> String {
        for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
