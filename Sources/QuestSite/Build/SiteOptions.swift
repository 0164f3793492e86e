public import Foundation
import QuestCore

/// What `quest build` reads and writes, as the user named it on the command line.
///
/// The course's own settings (title, language, base URL …) come from `Lessons/course.md`; a value given here
/// overrides the file's.
public struct SiteOptions: Sendable, Hashable {
    /// The course folder (`Lessons/`).
    public var lessons: URL
    /// The templates folder (`Templates/`): Mustache pages and partials, `style.css`, `quest.js`.
    public var templates: URL
    /// Where the site goes (`Site/`). Replaced as a whole, atomically, at the end of a successful build.
    public var output: URL
    /// The public address of the site (`https://example.com/course/`), overriding `course.md`'s `base-url`.
    public var baseURL: String?
    /// quest's version: part of every cache key, so that a new quest re-renders everything.
    public var questVersion: String

    public init(lessons: URL, templates: URL, output: URL, baseURL: String? = nil, questVersion: String) {
        self.lessons = lessons
        self.templates = templates
        self.output = output
        self.baseURL = baseURL.map(CourseSettings.normalizedBaseURL)
        self.questVersion = questVersion
    }

    /// The settings a build uses: `course`'s, with the options' overrides applied.
    func settings(from course: CourseSettings) -> CourseSettings {
        var settings = course
        if let baseURL { settings.baseURL = baseURL }
        return settings
    }
}
