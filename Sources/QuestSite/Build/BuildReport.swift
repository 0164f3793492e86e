public import QuestCore

/// What a build did, for the CLI's closing line and for tests.
public struct BuildReport: Sendable, Equatable {
    /// True when the inputs matched the previous build's and nothing was written.
    public var upToDate = false
    /// Lessons in the course.
    public var lessons = 0
    /// Lessons whose pages were rendered (the rest were copied from the previous site).
    public var renderedLessons = 0
    /// Lessons whose decks were exported (the rest were copied).
    public var exportedDecks = 0
    /// HTML pages written by rendering, index and 404 included.
    public var renderedPages = 0
    /// Files in the finished site.
    public var files = 0
    /// Whether `sitemap.xml` was written (it needs `--base-url`).
    public var wroteSitemap = false
    /// Lesson files in a git work tree whose decks were dated by their modification time, not a commit.
    public var uncommittedLessons: [String] = []
    /// Warnings and notes from the lessons; the build went on despite them.
    public var diagnostics: [Diagnostic] = []

    public init() {}
}
