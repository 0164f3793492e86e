public import QuestCore

/// The values of `index.mustache`: the course's lessons, in order.
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

    public init(site: SiteValues, lessons: [Lesson]) {
        self.site = site
        self.lessons = lessons.map(LessonItem.init)
    }
}
