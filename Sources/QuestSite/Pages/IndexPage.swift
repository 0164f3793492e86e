public import QuestCore
import QuestHTML

/// The values of `index.mustache`: the course's introduction (`course.md`'s body) and its lessons, in order.
public struct IndexPage: Encodable, Sendable {
    /// One row of the lesson list.
    public struct LessonItem: Encodable, Sendable {
        var number: Int
        var slug: String
        var title: String
        var summary: String?
        var platform: String?
        var url: String
        var hasExercises: Bool
        var exerciseLabel: String
        var hasQuestions: Bool
        var questionLabel: String
        var hasInterview: Bool

        init(_ lesson: Lesson) {
            number = lesson.number
            slug = lesson.slug
            title = lesson.title
            summary = lesson.summary
            platform = lesson.platform
            url = SitePath.lessonPage(lesson.slug)
            hasExercises = !lesson.exercises.isEmpty
            exerciseLabel = lesson.exercises.count == 1 ? "1 exercise" : "\(lesson.exercises.count) exercises"
            hasQuestions = !lesson.questions.isEmpty
            questionLabel = lesson.questions.count == 1 ? "1 question" : "\(lesson.questions.count) questions"
            hasInterview = lesson.interview != nil
        }
    }

    var root = ""
    var isIndex = true
    var site: SiteValues
    var lessons: [LessonItem]
    /// The introduction as safe HTML; nil when `course.md` has none.
    var introductionHTML: String?
    /// `<link rel="canonical">`, when the site's address is known.
    var canonicalURL: String?

    public init(site: SiteValues, lessons: [Lesson], introduction: String = "", canonicalURL: String? = nil) {
        self.site = site
        self.lessons = lessons.map(LessonItem.init)
        self.canonicalURL = canonicalURL
        if !introduction.isEmpty {
            var renderer = MarkdownHTMLRenderer(anchors: HeadingAnchors(reserved: ["main", "search", "search-heading", "lessons-heading"]))
            introductionHTML = renderer.render(MarkdownParser.parse(introduction, smartPunctuation: true))
        }
    }
}
