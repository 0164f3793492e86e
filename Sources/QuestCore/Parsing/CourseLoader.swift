#if canImport(Glibc)
import Glibc
#endif
public import Foundation
import Dispatch
import Synchronization

/// Reads every `*.md` file of a lessons folder into a `Course`, and `course.md` (never a lesson) into its settings.
/// One bad lesson never stops the others: its problems become diagnostics, and every lesson that could be parsed is
/// listed.
public struct CourseLoader: Sendable {
    /// One lesson file's path and bytes, for loading a course that is not on disk (tests, editors).
    public struct Source: Sendable {
        public var file: String
        public var data: Data

        public init(file: String, data: Data) {
            self.file = file
            self.data = data
        }

        /// A source from text.
        public init(file: String, text: String) {
            self.init(file: file, data: Data(text.utf8))
        }
    }

    public var parser: LessonParser
    /// Results of earlier parses, consulted before parsing a file and filled after; nil parses every file.
    public var cache: (any LessonCache)?

    public init(parser: LessonParser = LessonParser(), cache: (any LessonCache)? = nil) {
        self.parser = parser
        self.cache = cache
    }

    /// Loads `directory/*.md` (not sub-folders: those hold exercise files; not hidden files), naming files as
    /// `directory/name.md`.
    ///
    /// - Throws: only when the folder itself cannot be listed; problems in files are diagnostics.
    public func load(directory: String) throws -> Course {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }  // hidden files are editors' lock and swap files
            .sorted()
        var sources: [Source] = []
        var unread: [Diagnostic] = []
        for name in names {
            let file = Self.join(directory, name)
            let start = SourceLocation(file: file, line: 1)
            // stat(2): `attributesOfItem` also looks up the owner's and group's names, a tenth of a millisecond a file.
            var status = stat()
            let size = stat(file, &status) == 0 ? Int(status.st_size) : 0
            if size > LessonParser.maximumFileSize {
                unread.append(Diagnostic(.error, at: start, .fileTooLarge,
                    "the file is \(size / 1024 / 1024) MB; lessons may be at most 5 MB, so it was not read"))
            } else if let data = FileManager.default.contents(atPath: file) {
                sources.append(Source(file: file, data: data))
            } else {
                unread.append(Diagnostic(.error, at: start, .unreadableFile, "the file could not be read (is it a folder, or unreadable?)"))
            }
        }
        var course = load(sources, directory: directory)
        course.diagnostics = (course.diagnostics + unread).sortedForDisplay()
        return course
    }

    /// Parses each source, then checks what only a whole course can show: duplicate numbers and slugs, and the
    /// interview series. A source named `course.md` holds the course's settings.
    public func load(_ sources: [Source], directory: String) -> Course {
        var diagnostics: [Diagnostic] = []
        var settings = CourseSettings.defaults
        // Compared without bridging to `NSString` (`lastPathComponent` for each of 2,000 files was 1.6 ms, measured).
        let isSettings = { (source: Source) in
            source.file == CourseSettings.fileName || source.file.hasSuffix("/" + CourseSettings.fileName)
        }
        if let file = sources.first(where: isSettings) {
            let result = CourseSettingsParser().parse(file: file.file, data: file.data)
            settings = result.settings
            diagnostics += result.diagnostics
        }
        let sources = sources.filter { !isSettings($0) }
        var lessons: [(lesson: Lesson, numberLine: Int)] = []
        // Files parse independently, so on all cores; the results are then taken in the sources' order.
        let parser = parser
        let cache = cache
        let results = Mutex<[LessonParser.Result?]>(Array(repeating: nil, count: sources.count))
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let source = sources[index]
            let result: LessonParser.Result
            if let cached = cache?.result(for: source) {
                result = cached
            } else {
                result = parser.parse(file: source.file, data: source.data)
                cache?.store(result, for: source)
            }
            results.withLock { $0[index] = result }
        }
        for case let result? in results.withLock({ $0 }) {
            diagnostics += result.diagnostics
            if let lesson = result.lesson { lessons.append((lesson, result.numberLine)) }
        }
        var numbers: [Int: String] = [:]
        var slugs: [String: String] = [:]
        for (lesson, numberLine) in lessons {
            if let other = numbers[lesson.number] {
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: lesson.file, line: numberLine),
                    .duplicateLessonNumber, "lesson number \(lesson.number) is already used by \(other); give each lesson its own number"))
            } else {
                numbers[lesson.number] = lesson.file
            }
            if let other = slugs[lesson.slug] {
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: lesson.file, line: 1),
                    .duplicateSlug, "the slug `\(lesson.slug)` is already used by \(other); rename one of the files"))
            } else {
                slugs[lesson.slug] = lesson.file
            }
        }
        let sorted = lessons.map(\.lesson).sorted { ($0.number, $0.slug, $0.file) < ($1.number, $1.slug, $1.file) }
        diagnostics += InterviewSeries(lessons: sorted).diagnostics
        return Course(directory: directory, lessons: sorted, diagnostics: diagnostics.sortedForDisplay(), settings: settings)
    }

    /// `Lessons` + `x.md` → `Lessons/x.md`, without doubling a trailing slash.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
