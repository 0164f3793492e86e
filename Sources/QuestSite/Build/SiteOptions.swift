public import Foundation
import QuestCore
import QuestDecks

/// What `quest build` reads and writes, as the user named it on the command line.
///
/// The course's own settings (title, language, base URL …) come from `Lessons/course.md`; a value given here
/// overrides the file's.
public struct SiteOptions: Sendable, Hashable {
    /// The course folder (`Lessons/`).
    public var lessons: URL
    /// The templates folders, lowest first: quest's own defaults, then the course's `Templates/`, whose files
    /// replace the defaults' file by file (Mustache pages and partials, `style.css`, `quest.js`).
    public var templateFolders: [URL]
    /// The folder that has the last word (the course's, when it has one): where template errors are reported.
    public var templates: URL { templateFolders.last! }
    /// Where the site goes (`Site/`). Replaced as a whole, atomically, at the end of a successful build.
    public var output: URL
    /// The public address of the site (`https://example.com/course/`), overriding `course.md`'s `base-url`.
    public var baseURL: String?
    /// quest's version: part of every cache key, so that a new quest re-renders everything.
    public var questVersion: String
    /// Where the lesson cache lives (`.quest-cache/lessons` beside the lessons folder); nil parses every lesson.
    public var lessonCache: URL?

    /// Options reading templates from `templates` alone.
    public init(lessons: URL, templates: URL, output: URL, baseURL: String? = nil, questVersion: String) {
        self.init(lessons: lessons, templateFolders: [templates], output: output, baseURL: baseURL, questVersion: questVersion)
    }

    /// Options reading templates from `templateFolders` (at least one), later ones overriding earlier ones.
    public init(lessons: URL, templateFolders: [URL], output: URL, baseURL: String? = nil, questVersion: String) {
        precondition(!templateFolders.isEmpty, "a build needs at least one templates folder")
        self.lessons = lessons
        self.templateFolders = templateFolders
        self.output = output
        self.baseURL = baseURL.map(CourseSettings.normalizedBaseURL)
        self.questVersion = questVersion
        lessonCache = lessons.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(LessonLoadCache.folderName)
    }

    /// Where the collection of the Anki package at `sitePath` (`decks/course.apkg`) is kept between builds
    /// (`KeptCollection`), one for each output folder, in the lesson cache's folder; nil without a lesson cache.
    func keptCollection(of sitePath: String) -> KeptCollection? {
        guard let lessonCache else { return nil }
        let file = LessonOutline.fileName(of: sitePath)
        let name = (file.hasSuffix(".apkg") ? String(file.dropLast(5)) : file) + ".anki2"
        return KeptCollection(path: lessonCache.appendingPathComponent("kept-\(PublishedFiles.folderDigest(output))-\(name)").path)
    }

    /// The settings a build uses: `course`'s, with the options' overrides applied.
    func settings(from course: CourseSettings) -> CourseSettings {
        var settings = course
        if let baseURL { settings.baseURL = baseURL }
        return settings
    }
}
