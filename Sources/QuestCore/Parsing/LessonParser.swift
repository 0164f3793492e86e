public import Foundation

/// Turns one lesson file into a `Lesson` and the diagnostics found on the way. Never throws and never traps:
/// every problem in the input becomes a located `Diagnostic`.
public struct LessonParser: Sendable {
    /// Files larger than this are refused unread (`file-too-large`).
    public static let maximumFileSize = 5 * 1024 * 1024

    /// Whether `starter:`/`solution:`/`mutants:` folders must exist beside the lesson file.
    public var checksExerciseFolders: Bool

    /// - Parameter checksExerciseFolders: pass false to parse text that does not live in a `Lessons/` folder.
    public init(checksExerciseFolders: Bool = true) {
        self.checksExerciseFolders = checksExerciseFolders
    }

    /// What parsing one file produced.
    public struct Result: Sendable, Codable, Equatable {
        /// Nil when the file could not be read as a lesson at all (no front matter, no lesson number, …).
        public var lesson: Lesson?
        public var diagnostics: [Diagnostic]
        /// The line of `lesson:` in the front matter, where a duplicate number is reported.
        public var numberLine: Int

        /// A result made elsewhere: kept by a cache, say.
        public init(lesson: Lesson?, diagnostics: [Diagnostic], numberLine: Int) {
            self.lesson = lesson
            self.diagnostics = diagnostics
            self.numberLine = numberLine
        }
    }

    /// Parses raw file bytes: refuses empty, oversized and non-UTF-8 files with a diagnostic, then parses the text.
    ///
    /// - Parameter file: the path as the user named it (`Lessons/lesson22.md`); its name gives the slug.
    public func parse(file: String, data: Data) -> Result {
        let start = SourceLocation(file: file, line: 1)
        if data.count > Self.maximumFileSize {
            return Result(lesson: nil, diagnostics: [Diagnostic(.error, at: start, .fileTooLarge,
                "the file is \(data.count / 1024 / 1024) MB; lessons may be at most 5 MB")], numberLine: 1)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return Result(lesson: nil, diagnostics: [Diagnostic(.error, at: Self.firstInvalidByte(in: data, file: file),
                .notUTF8, "the file is not UTF-8 text; save it as UTF-8")], numberLine: 1)
        }
        return parse(file: file, text: text)
    }

    /// Parses a lesson's text.
    public func parse(file: String, text: String) -> Result {
        var diagnostics: [Diagnostic] = []
        let start = SourceLocation(file: file, line: 1)
        let slug = Self.slug(ofFile: file)
        if let problem = Self.slugProblem(slug) {
            diagnostics.append(Diagnostic(.error, at: start, .invalidSlug,
                "the file name `\(slug).md` \(problem); name lessons with lowercase letters, digits and hyphens (`lesson22.md`)"))
        }
        if text.allSatisfy(\.isWhitespace) {
            diagnostics.append(Diagnostic(.error, at: start, .emptyFile,
                "the file is empty; a lesson needs front matter (`lesson:`, `title:`) and notes"))
            return Result(lesson: nil, diagnostics: diagnostics, numberLine: 1)
        }
        let source = SourceText(text)
        guard let matter = FrontMatter.read(source, file: file, diagnostics: &diagnostics) else {
            return Result(lesson: nil, diagnostics: diagnostics, numberLine: 1)
        }
        let document = MarkdownParser.parse(source.markdown(blankingFirst: matter.closingLine), smartPunctuation: false)
        let lessonsDirectory = checksExerciseFolders ? (file as NSString).deletingLastPathComponent : nil
        var body = LessonBodyParser(
            source: source, file: file, document: document, bodyStart: matter.closingLine + 1,
            exercises: ExerciseBlockParser(file: file, lessonsDirectory: lessonsDirectory.map { $0.isEmpty ? "." : $0 })
        )
        var lesson = Lesson(
            number: matter.number ?? 0, slug: slug, title: matter.title ?? slug,
            summary: matter.summary, platform: matter.platform, file: file
        )
        body.fill(&lesson, frontMatterTitle: matter.title)
        diagnostics += body.diagnostics
        return Result(lesson: matter.number == nil ? nil : lesson, diagnostics: diagnostics, numberLine: matter.numberLine)
    }

    /// `Lessons/lesson22.md` → `lesson22`.
    public static func slug(ofFile file: String) -> String {
        let name = (file as NSString).lastPathComponent
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// Why `slug` is not a valid slug, or nil when it is.
    static func slugProblem(_ slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        if slug.contains("..") { return "contains `..`" }
        if slug.contains(" ") { return "contains a space" }
        if slug.contains(where: \.isUppercase) { return "contains upper-case letters" }
        if !slug.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) {
            return "contains characters other than lowercase letters, digits and hyphens"
        }
        return nil
    }

    /// The line and column of the first byte that breaks UTF-8, so an author can find it.
    private static func firstInvalidByte(in data: Data, file: String) -> SourceLocation {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var line = 1
        var column = 1
        while case .scalarValue(let scalar) = decoder.decode(&bytes) {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
