public import Foundation

/// Reads `Lessons/course.md`: front matter in the lessons' own syntax, then the course's introduction in Markdown.
///
/// Never throws: an unknown key is a warning, a malformed value a located error (and the default is kept), exactly
/// as for lessons. A file without front matter is all introduction.
public struct CourseSettingsParser: Sendable {
    /// The keys `course.md` may set, in the order the documentation lists them.
    public static let knownKeys = ["title", "description", "base-url", "language", "deck"]

    public init() {}

    /// What reading the file produced: the settings (defaults where the file is silent or wrong) and its problems.
    public struct Result: Sendable {
        public var settings: CourseSettings
        public var diagnostics: [Diagnostic]
    }

    /// Parses the file's bytes; `file` is the path as the user named it (`Lessons/course.md`).
    public func parse(file: String, data: Data) -> Result {
        let start = SourceLocation(file: file, line: 1)
        if data.count > LessonParser.maximumFileSize {
            return Result(settings: .defaults, diagnostics: [Diagnostic(.error, at: start, .fileTooLarge,
                "the file is \(data.count / 1024 / 1024) MB; course.md may be at most 5 MB")])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return Result(settings: .defaults, diagnostics: [Diagnostic(.error, at: start, .notUTF8,
                "the file is not UTF-8 text; save it as UTF-8")])
        }
        return parse(file: file, text: text)
    }

    /// Parses the file's text.
    public func parse(file: String, text: String) -> Result {
        var diagnostics: [Diagnostic] = []
        var settings = CourseSettings.defaults
        let source = SourceText(text)
        let bodyStart: Int
        switch FrontMatterBlock.read(source, file: file, diagnostics: &diagnostics) {
        case .absent:
            bodyStart = 1
        case .unterminated:
            diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: 1), .unterminatedFrontMatter,
                "the front matter that starts here is never closed: add a `---` line after the last setting"))
            return Result(settings: settings, diagnostics: diagnostics)
        case .block(let block):
            bodyStart = block.closingLine + 1
            for entry in block.entries { apply(entry, to: &settings, file: file, diagnostics: &diagnostics) }
        }
        settings.introduction = source.slice(bodyStart, source.lines.count)
        return Result(settings: settings, diagnostics: diagnostics)
    }

    private func apply(
        _ entry: FrontMatterBlock.Entry, to settings: inout CourseSettings, file: String, diagnostics: inout [Diagnostic]
    ) {
        let value = entry.value
        let at = SourceLocation(file: file, line: entry.line, column: entry.valueColumn)
        func invalid(_ message: String) {
            diagnostics.append(Diagnostic(.error, at: at, .invalidCourseSetting, "`\(entry.key): \(value)`: \(message)"))
        }
        switch entry.key {
        case "title":
            if value.isEmpty { invalid("the course needs a title") } else { settings.title = value }
        case "description":
            settings.description = value
        case "base-url":
            if let problem = CourseSettings.baseURLProblem(value) {
                invalid(problem)
            } else {
                settings.baseURL = CourseSettings.normalizedBaseURL(value)
            }
        case "language":
            if let problem = CourseSettings.languageProblem(value) { invalid(problem) } else { settings.language = value }
        case "deck":
            if value.isEmpty || value.hasPrefix(":") || value.hasSuffix(":") {
                invalid("expected an Anki deck name such as `Quest` or `Courses::Quest`")
            } else {
                settings.deckName = value
            }
        default:
            let near = Self.knownKeys.first { EditDistance.between($0, entry.key.lowercased()) <= 2 }
            diagnostics.append(Diagnostic(.warning, at: SourceLocation(file: file, line: entry.line), .unknownFrontMatterKey,
                "quest does not know the course setting `\(entry.key)`" + (near.map { " (did you mean `\($0)`?)" } ?? "")
                    + " (known keys: \(Self.knownKeys.joined(separator: ", "))); it is ignored"))
        }
    }
}
