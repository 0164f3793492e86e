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
            self.init(
                number: lesson.number, slug: lesson.slug, title: lesson.title, summary: lesson.summary, platform: lesson.platform,
                exercises: lesson.exercises.count, questions: lesson.questions.count, hasInterview: lesson.interview != nil
            )
        }

        init(_ outline: LessonOutline) {
            self.init(
                number: outline.number, slug: outline.slug, title: outline.title, summary: outline.summary,
                platform: outline.platform, exercises: outline.exerciseCount, questions: outline.questionCount,
                hasInterview: outline.hasInterview
            )
        }

        private init(
            number: Int, slug: String, title: String, summary: String?, platform: String?, exercises: Int, questions: Int,
            hasInterview: Bool
        ) {
            self.number = number
            self.slug = slug
            self.title = title
            self.summary = summary
            self.platform = platform
            url = SitePath.lessonPage(slug)
            hasExercises = exercises > 0
            exerciseLabel = exercises == 1 ? "1 exercise" : "\(exercises) exercises"
            hasQuestions = questions > 0
            questionLabel = questions == 1 ? "1 question" : "\(questions) questions"
            self.hasInterview = hasInterview
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
        self.init(site: site, items: lessons.map(LessonItem.init), introduction: introduction, canonicalURL: canonicalURL)
    }

    /// The index of the lessons whose outlines are `outlines`: a build makes it without reading any lesson in full.
    init(site: SiteValues, outlines: [LessonOutline], introduction: String, canonicalURL: String?) {
        self.init(site: site, items: outlines.map(LessonItem.init), introduction: introduction, canonicalURL: canonicalURL)
    }

    private init(site: SiteValues, items: [LessonItem], introduction: String, canonicalURL: String?) {
        self.site = site
        lessons = items
        self.canonicalURL = canonicalURL
        if !introduction.isEmpty {
            var renderer = MarkdownHTMLRenderer(anchors: HeadingAnchors(reserved: ["main", "search", "search-heading", "lessons-heading"]))
            introductionHTML = renderer.render(MarkdownParser.parse(introduction, smartPunctuation: true))
        }
    }
}
