public import QuestCore
import QuestHTML

/// The values of `interview.mustache` (`interview/index.html`): every interview part of the course in part order,
/// each with its lesson, prompt, model answer and what interviewers listen for.
public struct InterviewPage: Encodable, Sendable {
    struct PartView: Encodable, Sendable {
        var part: Int
        var title: String
        var anchor: String
        var lessonNumber: Int
        var lessonTitle: String
        var lessonURL: String
        var promptHTML: String
        var answerHTML: String?
        var listenForHTML: String?
        /// The browser keeps the learner's ticks under this key.
        var storageKey: String
    }

    var root = "../"
    var isInterview = true
    var site: SiteValues
    var canonicalURL: String?
    var parts: [PartView]
    var partLabel: String

    /// The track of `lessons` (in lesson order); `canonicalURL` is the page's absolute address when the site has one.
    public init(site: SiteValues, lessons: [Lesson], canonicalURL: String? = nil) {
        self.site = site
        self.canonicalURL = canonicalURL
        let entries = InterviewSeries(lessons: lessons).entries
        let anchors = entries.map { "part-\($0.problem.part)" }
        var renderer = MarkdownHTMLRenderer(anchors: HeadingAnchors(reserved: Set(anchors + anchors.map { $0 + "-title" } + ["main"])))
        func html(_ markdown: String) -> String {
            renderer.render(MarkdownParser.parse(markdown, smartPunctuation: true))
        }
        parts = zip(entries, anchors).map { entry, anchor in
            let problem = entry.problem
            return PartView(
                part: problem.part, title: problem.title, anchor: anchor,
                lessonNumber: entry.lesson.number, lessonTitle: entry.lesson.title,
                lessonURL: "../\(entry.lesson.slug)/index.html#interview",
                promptHTML: html(problem.prompt), answerHTML: problem.answer.map(html),
                listenForHTML: problem.listenFor.map(html), storageKey: "quest.interview.\(entry.lesson.slug).part\(problem.part)"
            )
        }
        partLabel = parts.count == 1 ? "1 part" : "\(parts.count) parts"
    }
}
