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
        let block: FrontMatterBlock
        switch FrontMatterBlock.read(source, file: file, diagnostics: &diagnostics) {
        case .absent:
            diagnostics.append(Diagnostic(.error, at: start, .missingFrontMatter,
                "the lesson must start with front matter: a `---` line, `lesson: <number>`, `title: <title>`, and a closing `---`"))
            return nil
        case .unterminated:
            diagnostics.append(Diagnostic(.error, at: start, .unterminatedFrontMatter,
                "the front matter that starts here is never closed: add a `---` line after `title:`"))
            return nil
        case .block(let read):
            block = read
        }
        var matter = FrontMatter(closingLine: block.closingLine)
        for entry in block.entries {
            matter.apply(entry, file: file, diagnostics: &diagnostics)
        }
        if matter.number == nil && !block.keys.contains("lesson") {
            diagnostics.append(Diagnostic(.error, at: start, .missingLessonNumber,
                "the front matter has no `lesson:` line; add `lesson: <number>`"))
        }
        if matter.title == nil && !block.keys.contains("title") {
            diagnostics.append(Diagnostic(.error, at: start, .missingTitle,
                "the front matter has no `title:` line; add `title: <the lesson's title>`"))
        }
        return matter
    }

    private mutating func apply(_ entry: FrontMatterBlock.Entry, file: String, diagnostics: inout [Diagnostic]) {
        let location = SourceLocation(file: file, line: entry.line)
        let value = entry.value
        switch entry.key {
        case "lesson":
            numberLine = entry.line
            if let parsed = Int(value), parsed > 0 {
                number = parsed
            } else {
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: entry.line, column: entry.valueColumn),
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
            let near = Self.knownKeys.first { EditDistance.between($0, entry.key.lowercased()) <= 2 }
            diagnostics.append(Diagnostic(.warning, at: location, .unknownFrontMatterKey,
                "quest does not know the front-matter key `\(entry.key)`" + (near.map { " (did you mean `\($0)`?)" } ?? "")
                    + " (known keys: \(Self.knownKeys.joined(separator: ", "))); it is ignored"))
        }
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
