import Foundation
import QuestCore

/// What the course-wide outputs need of one lesson (the index's row, the sitemap's pages, the search entries, the
/// card ids, the interview part, the diagnostics), kept between builds so that an unchanged lesson is never decoded:
/// the index, search index, `cards-index.js`, sitemap and interview track are made from outlines, and only the lessons
/// whose own pages or decks are made are read in full. Kept as `OutlineCodec` writes it.
@dynamicMemberLookup
struct LessonOutline: Sendable, Equatable {
    /// What the course's own checks and plan need of the interview part: its number, title and heading line.
    struct InterviewHead: Sendable, Equatable {
        var part: Int
        var title: String
        var line: Int
    }

    /// The outline's fields, read and written through the outline as if they were its own (`outline.title`).
    struct Fields: Sendable, Equatable {
        /// The lesson file as named (`Lessons/lesson22.md`) and the SHA-256 of its bytes, which the outline is made from.
        var file: String
        var digest: String
        var number: Int
        var slug: String
        var title: String
        var summary: String?
        var platform: String?
        /// The line of `lesson:`, where a duplicate number is reported.
        var numberLine: Int
        var exerciseCount: Int
        var questionCount: Int
        /// The interview part's number, title and line; nil without one.
        var interviewHead: InterviewHead?
        /// The interview part as `CompactEncoder` wrote it (empty without one): decoded only when the interview page or
        /// deck is made (`interview`), never to plan a build.
        var interviewBytes = Data()
        /// The SHA-256 of the interview part's every field (empty without one): what the interview deck's key hashes.
        var interviewDigest: String
        /// The SHA-256 of what the interview track's page shows of the part (its title, prompt, answer and what to listen
        /// for; empty without one), so that planning 2,000 lessons does not hash every part's text again (measured).
        var interviewPageDigest: String
        /// The tutorial's starter folder, whose files the tutorial page marks changes against.
        var tutorialStarter: String?
        var hasTutorialPage: Bool
        /// The parser's diagnostics, then the lesson checks'.
        var parseDiagnostics: [Diagnostic]
        var checkDiagnostics: [Diagnostic] = []
        /// The lesson's card ids (for `cards-index.js`) and search entries (`SearchIndex.fragment(for:)`); made with its
        /// cards and pages, so empty until then.
        var cardIDs: [String] = []
        var searchFragment = ""

        init(lesson: Lesson, digest: String, numberLine: Int, diagnostics: [Diagnostic]) {
            file = lesson.file
            self.digest = digest
            number = lesson.number
            slug = lesson.slug
            title = lesson.title
            summary = lesson.summary
            platform = lesson.platform
            self.numberLine = numberLine
            exerciseCount = lesson.exercises.count
            questionCount = lesson.questions.count
            interviewHead = lesson.interview.map { InterviewHead(part: $0.part, title: $0.title, line: $0.line) }
            interviewBytes = lesson.interview.flatMap { try? CompactEncoder().encode($0) } ?? Data()
            var hasher = SHA256()
            hasher.update(interviewBytes)
            interviewDigest = lesson.interview == nil ? "" : hasher.hexDigest()
            interviewPageDigest = lesson.interview.map(LessonOutline.pageDigest(of:)) ?? ""
            tutorialStarter = lesson.tutorial?.starter
            hasTutorialPage = lesson.tutorial.map { !$0.steps.isEmpty } ?? false
            parseDiagnostics = diagnostics
        }

        /// An outline of these fields, the rest empty (as `OutlineCodec` reads one, field by field).
        init(file: String, digest: String, number: Int, slug: String, title: String) {
            self.file = file
            self.digest = digest
            self.number = number
            self.slug = slug
            self.title = title
            numberLine = 1
            exerciseCount = 0
            questionCount = 0
            interviewDigest = ""
            interviewPageDigest = ""
            hasTutorialPage = false
            parseDiagnostics = []
        }
    }

    /// The fields, shared by copies until one is changed (copy on write): a build copies thousands of outlines (into
    /// plans, steps and dictionaries), and copying one field by field, a retain per string and list, was 7% of a
    /// one-lesson rebuild of 2,000 lessons (measured with perf); a copy is now one retain.
    private final class Box: @unchecked Sendable {
        // Changed only while uniquely referenced (`subscript(dynamicMember:)`'s setter), so never while shared.
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    init(lesson: Lesson, digest: String, numberLine: Int, diagnostics: [Diagnostic]) {
        box = Box(Fields(lesson: lesson, digest: digest, numberLine: numberLine, diagnostics: diagnostics))
    }

    /// An outline of these fields, the rest empty (as `OutlineCodec` reads one, field by field).
    init(file: String, digest: String, number: Int, slug: String, title: String) {
        box = Box(Fields(file: file, digest: digest, number: number, slug: slug, title: title))
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            box.fields[keyPath: field] = newValue
        }
    }

    static func == (lhs: LessonOutline, rhs: LessonOutline) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Whether the lesson holds an interview part.
    var hasInterview: Bool { self.interviewHead != nil }

    /// The interview part in full, decoded from `interviewBytes`; nil without one.
    var interview: InterviewProblem? {
        guard hasInterview else { return nil }
        return try? CompactDecoder().decode(InterviewProblem.self, from: self.interviewBytes)
    }

    /// What `InterviewPage` shows of `problem`, and nothing else: an edit above it moves its lines, not the page.
    static func pageDigest(of problem: InterviewProblem) -> String {
        var hasher = SHA256()
        for field in [problem.title, problem.prompt] { hasher.update(field: field) }
        for field in [problem.answer, problem.listenFor] { hasher.update(field: field.map { "+" + $0 } ?? "-") }
        return hasher.hexDigest()
    }

    /// The lesson file's name in the lessons folder (`lesson22.md`).
    var name: String { Self.fileName(of: self.file) }

    /// The last part of `path` (`lesson22.md` of `Lessons/lesson22.md`), as `NSString.lastPathComponent` gives it but
    /// without bridging: called several times per lesson per build, bridging was 3% of a one-lesson rebuild of 2,000
    /// lessons (measured with perf).
    static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        let name = path[path.utf8.index(after: slash)...]
        return name.isEmpty ? (path as NSString).lastPathComponent : String(name)
    }

    /// The lesson with only the outline's fields (number, slug, title, summary, platform, file, and of the interview
    /// part its number, title and line), for the course-wide code of other modules that reads no more than these: the
    /// course's own checks (duplicate numbers and slugs, the interview series), `course.apkg`'s unchanged decks
    /// (copied, so only named) and a re-dated `interview.apkg`. Never rendered as a lesson: a lesson whose pages or
    /// decks are made is read in full; the interview page and cards take `skeletonWithInterview`.
    var skeleton: Lesson {
        let fields = box.fields
        let part = fields.interviewHead.map { InterviewProblem(part: $0.part, title: $0.title, prompt: "", line: $0.line) }
        return Lesson(
            number: fields.number, slug: fields.slug, title: fields.title, summary: fields.summary, platform: fields.platform,
            file: fields.file, interview: part
        )
    }

    /// `skeleton` with the interview part in full: what the interview page and the interview cards are made from.
    var skeletonWithInterview: Lesson {
        let fields = box.fields
        return Lesson(
            number: fields.number, slug: fields.slug, title: fields.title, summary: fields.summary, platform: fields.platform,
            file: fields.file, interview: interview
        )
    }

    /// The lesson's pages: the two every lesson has, then its tutorial page when it has one.
    var pages: [String] {
        SitePath.pages(of: self.slug) + (self.hasTutorialPage ? [SitePath.tutorialPage(self.slug)] : [])
    }

    /// The number of search entries: the lesson, its questions, its interview part.
    var searchEntryCount: Int { 1 + self.questionCount + (hasInterview ? 1 : 0) }
}
