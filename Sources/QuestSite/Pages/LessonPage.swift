public import QuestCore
import QuestDecks
import QuestHTML

/// The values of `lesson.mustache`: one lesson, its Markdown already rendered to safe HTML.
///
/// Part anchors are fixed (`#notes`, `#exercise`, `#questions`, `#q1`, `#resources`, `#interview`, `#decks`); callouts
/// and other sections take the slug of their heading (`#new-in-ios-27`), made unique on the page.
public struct LessonPage: Encodable, Sendable {
    struct Header: Encodable, Sendable {
        var number: Int
        var slug: String
        var title: String
        var summary: String?
        var platform: String?
    }

    struct Link: Encodable, Sendable {
        var anchor: String
        var title: String
    }

    struct Part: Encodable, Sendable {
        var anchor: String
        var title: String
        var html: String
    }

    struct ExerciseView: Encodable, Sendable {
        var anchor: String
        var id: String
        var title: String
        /// False when the heading is a bare `## Exercise`, so the page does not say "Exercise Exercise".
        var customTitle: Bool
        var html: String
        var entry: String
        var checks: [String]
        var startCommand: String
        var checkCommand: String
    }

    struct QuestionView: Encodable, Sendable {
        var id: String
        var number: Int
        var promptHTML: String
        var cardAnchor: String
    }

    struct ResourceView: Encodable, Sendable {
        var title: String
        var url: String?
        /// The text after the link, shown after it.
        var note: String?
    }

    struct InterviewView: Encodable, Sendable {
        struct Check: Encodable, Sendable {
            var entry: String
            var checkCommand: String
        }

        var part: Int
        var title: String
        var promptHTML: String
        var sourceHTML: String?
        var answerHTML: String?
        var listenForHTML: String?
        var exercise: Check?
    }

    struct Neighbour: Encodable, Sendable, Hashable {
        var number: Int
        var title: String
        var url: String
    }

    var root = "../"
    var site: SiteValues
    var lesson: Header
    var toc: [Link]
    var notesHTML: String
    var callouts: [Part]
    var sections: [Part]
    var exercises: [ExerciseView]
    var hasExercises: Bool
    var firstExerciseAnchor: String?
    var questions: [QuestionView]
    var hasQuestions: Bool
    var resources: [ResourceView]
    var hasResources: Bool
    var interview: InterviewView?
    var cardCount: Int
    /// `tutorial.html`, beside this page, when the lesson has a build-along tutorial.
    var tutorialURL: String?
    var tutorialSteps: Int
    var previous: Neighbour?
    var next: Neighbour?
    var hasPager: Bool
    /// `<link rel="canonical">`, when the site's address is known; set by the render step.
    var canonicalURL: String?

    /// The ids `lesson.mustache` gives its fixed parts.
    static let templateAnchors: Set<String> = [
        "notes", "questions", "resources", "interview", "interview-source", "interview-answer", "interview-rubric", "decks",
        "toc-heading", "lesson-title", "main",
    ]

    /// Every id a link (a check's `section:`) can point at on the page: the parts' anchors and the ids of the
    /// headings inside their Markdown.
    var anchors: Set<String> {
        var ids = Self.templateAnchors.union(toc.map(\.anchor)).union(exercises.map(\.anchor)).union(questions.map(\.id))
        let interviewHTML = [interview?.promptHTML, interview?.sourceHTML, interview?.answerHTML, interview?.listenForHTML]
        let parts = [notesHTML] + callouts.map(\.html) + sections.map(\.html) + exercises.map(\.html)
            + questions.map(\.promptHTML) + interviewHTML.compactMap { $0 }
        let id = #/ id="([^"]+)"/#
        for html in parts {
            for match in html.matches(of: id) { ids.insert(String(match.1)) }
        }
        return ids
    }

    /// The page of `lesson`, with `cardCount` cards on its cards page and links to the lessons before and after it.
    public init(lesson: Lesson, cardCount: Int, site: SiteValues, previous: Lesson?, next: Lesson?) {
        self.site = site
        self.lesson = Header(
            number: lesson.number, slug: lesson.slug, title: lesson.title, summary: lesson.summary, platform: lesson.platform
        )
        self.cardCount = cardCount
        let tutorialSteps = lesson.tutorial?.steps.count ?? 0
        self.tutorialSteps = tutorialSteps
        tutorialURL = tutorialSteps > 0 ? String(SitePath.tutorialPage(lesson.slug).drop { $0 != "/" }.dropFirst()) : nil
        var taken = Self.templateAnchors
        taken.formUnion(lesson.questions.map(\.id))
        func anchor(for title: String, fallback: String) -> String {
            let base = Anchor.slug(title).isEmpty ? fallback : Anchor.slug(title)
            var candidate = base
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            return candidate
        }

        let calloutAnchors = lesson.callouts.map { anchor(for: $0.title, fallback: "callout") }
        let several = lesson.exercises.count > 1
        let exerciseAnchors = lesson.exercises.map { anchor(for: several ? "exercise-\($0.id)" : "exercise", fallback: "exercise") }
        let sectionAnchors = lesson.sections.map { anchor(for: $0.title, fallback: "section") }
        // Headings inside the lesson's Markdown get ids too; one renderer per page keeps them unique with the above.
        var pictures: [String: String] = [:]
        for picture in lesson.toolbarPictures { pictures[picture.source] = ToolbarPictureHTML(picture: picture).render() }
        var renderer = MarkdownHTMLRenderer(
            options: MarkdownHTMLRenderer.Options(replacedBlocks: [ToolbarPicture.language: pictures]),
            anchors: HeadingAnchors(reserved: taken)
        )
        func html(_ markdown: String) -> String {
            renderer.render(MarkdownParser.parse(markdown, smartPunctuation: true))
        }

        notesHTML = html(lesson.notes)
        callouts = zip(lesson.callouts, calloutAnchors).map { callout, anchor in
            Part(anchor: anchor, title: callout.title, html: html(callout.markdown))
        }
        exercises = zip(lesson.exercises, exerciseAnchors).map { exercise, exerciseAnchor in
            let option = several ? " --exercise \(exercise.id)" : ""
            return ExerciseView(
                anchor: exerciseAnchor, id: exercise.id, title: exercise.title,
                customTitle: exercise.title.lowercased() != "exercise", html: html(exercise.prompt),
                entry: exercise.entry, checks: exercise.checks,
                startCommand: "quest start \(lesson.slug)", checkCommand: "quest check \(lesson.slug)\(option)"
            )
        }
        hasExercises = !exercises.isEmpty
        firstExerciseAnchor = exercises.first?.anchor
        sections = zip(lesson.sections, sectionAnchors).map { section, anchor in
            Part(anchor: anchor, title: section.title, html: html(section.markdown))
        }
        questions = lesson.questions.enumerated().map { offset, question in
            QuestionView(id: question.id, number: offset + 1, promptHTML: html(question.prompt), cardAnchor: "card-\(question.id)")
        }
        hasQuestions = !questions.isEmpty
        resources = lesson.resources.map { resource in
            ResourceView(title: resource.title, url: resource.url.flatMap { SafeLink.isSafe($0) ? $0 : nil }, note: resource.note)
        }
        hasResources = !resources.isEmpty
        interview = lesson.interview.map { problem in
            InterviewView(
                part: problem.part, title: problem.title, promptHTML: html(problem.prompt),
                sourceHTML: problem.source.map(html), answerHTML: problem.answer.map(html),
                listenForHTML: problem.listenFor.map(html),
                exercise: problem.exercise.map { exercise in
                    let option = lesson.exercises.isEmpty ? "" : " --exercise \(exercise.id)"
                    return InterviewView.Check(entry: exercise.entry, checkCommand: "quest check \(lesson.slug)\(option)")
                }
            )
        }
        self.previous = previous.map { Neighbour(number: $0.number, title: $0.title, url: SitePath.lessonPage($0.slug)) }
        self.next = next.map { Neighbour(number: $0.number, title: $0.title, url: SitePath.lessonPage($0.slug)) }
        hasPager = previous != nil || next != nil

        var toc = [Link(anchor: "notes", title: "Notes")]
        toc += callouts.map { Link(anchor: $0.anchor, title: $0.title) }
        toc += sections.map { Link(anchor: $0.anchor, title: $0.title) }
        toc += exercises.map { Link(anchor: $0.anchor, title: several ? "Exercise: \($0.title)" : "Exercise") }
        if hasQuestions { toc.append(Link(anchor: "questions", title: "Review questions")) }
        if hasResources { toc.append(Link(anchor: "resources", title: "Resources")) }
        if let interview { toc.append(Link(anchor: "interview", title: "Interview problem · Part \(interview.part)")) }
        toc.append(Link(anchor: "decks", title: "Flash cards"))
        self.toc = toc
    }
}
