/// The `key: value` lines between the two `---` lines at the top of a lesson.
struct FrontMatter {
    var number: Int?
    var title: String?
    var summary: String?
    var platform: String?
    /// The line of `lesson:`, where a duplicate number is reported (line 1 when absent).
    var numberLine = 1
    /// The line of the closing `---`; the body starts after it.
    var closingLine: Int

    static let knownKeys = ["lesson", "title", "summary", "platform"]

    /// Reads the front matter, or returns nil (with an error) when the file has none or it is not closed.
    static func read(_ source: SourceText, file: String, diagnostics: inout [Diagnostic]) -> FrontMatter? {
        let start = SourceLocation(file: file, line: 1)
        guard source.lines.first?.trimmingTrailingWhitespace == "---" else {
            diagnostics.append(Diagnostic(.error, at: start, .missingFrontMatter,
                "the lesson must start with front matter: a `---` line, `lesson: <number>`, `title: <title>`, and a closing `---`"))
            return nil
        }
        guard let closingIndex = source.lines.indices.dropFirst().first(where: {
            source.lines[$0].trimmingTrailingWhitespace == "---"
        }) else {
            diagnostics.append(Diagnostic(.error, at: start, .unterminatedFrontMatter,
                "the front matter that starts here is never closed: add a `---` line after `title:`"))
            return nil
        }
        var matter = FrontMatter(closingLine: closingIndex + 1)
        var seen: Set<String> = []
        for index in 1..<closingIndex {
            let lineNumber = index + 1
            matter.read(line: source.lines[index], number: lineNumber, file: file, seen: &seen, diagnostics: &diagnostics)
        }
        if matter.number == nil && !seen.contains("lesson") {
            diagnostics.append(Diagnostic(.error, at: start, .missingLessonNumber,
                "the front matter has no `lesson:` line; add `lesson: <number>`"))
        }
        if matter.title == nil && !seen.contains("title") {
            diagnostics.append(Diagnostic(.error, at: start, .missingTitle,
                "the front matter has no `title:` line; add `title: <the lesson's title>`"))
        }
        return matter
    }

    private mutating func read(
        line: String, number lineNumber: Int, file: String, seen: inout Set<String>, diagnostics: inout [Diagnostic]
    ) {
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
        let value = Self.unquoted(rawValue.trimmingWhitespace)
        let valueColumn = line.distance(from: line.startIndex, to: colon) + 2 + rawValue.prefix { $0 == " " }.count
        guard seen.insert(key).inserted else {
            diagnostics.append(Diagnostic(.error, at: location, .duplicateFrontMatterKey,
                "`\(key):` appears twice in the front matter; keep one"))
            return
        }
        switch key {
        case "lesson":
            numberLine = lineNumber
            if let parsed = Int(value), parsed > 0 {
                number = parsed
            } else {
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: lineNumber, column: valueColumn),
                    .invalidLessonNumber, "the lesson number must be a positive whole number, not `\(value)`"))
            }
        case "title":
            if value.isEmpty {
                diagnostics.append(Diagnostic(.error, at: location, .missingTitle, "`title:` is empty; give the lesson a title"))
            } else {
                title = value
            }
        case "summary":
            summary = value.isEmpty ? nil : value
        case "platform":
            platform = value.isEmpty ? nil : value
        default:
            diagnostics.append(Diagnostic(.warning, at: location, .unknownFrontMatterKey,
                "quest does not know the front-matter key `\(key)` (known keys: \(Self.knownKeys.joined(separator: ", "))); it is ignored"))
        }
    }

    /// `"Toolbars: a primer"` → `Toolbars: a primer`, so authors may quote a value that holds a colon.
    private static func unquoted(_ value: String) -> String {
        for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}

extension StringProtocol {
    /// The text without leading or trailing spaces and tabs.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(self[first...last])
    }

    /// The text without trailing spaces and tabs.
    var trimmingTrailingWhitespace: String {
        guard let last = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(self[...last])
    }
}
