public import QuestCore

/// What every page shows about the site as a whole (header, footer, titles, the `lang` attribute).
public struct SiteValues: Encodable, Sendable, Hashable {
    public var title: String
    public var description: String
    /// The pages' `lang`.
    public var language: String
    public var lessonCount: Int
    /// `lesson` or `lessons`, agreeing with `lessonCount`.
    public var lessonNoun: String

    public init(title: String, description: String, language: String = CourseSettings.defaults.language, lessonCount: Int) {
        self.title = title
        self.description = description
        self.language = language
        self.lessonCount = lessonCount
        lessonNoun = lessonCount == 1 ? "lesson" : "lessons"
    }

    /// The values of a course with `settings` and `lessonCount` lessons.
    public init(settings: CourseSettings, lessonCount: Int) {
        self.init(title: settings.title, description: settings.description, language: settings.language, lessonCount: lessonCount)
    }
}
