#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore
import QuestDecks

/// The state the steps of one build share: inputs as loaded, the plan of what to render, and what was written.
final class BuildContext {
    let options: SiteOptions
    var lessonChecks: [any LessonCheck] = []
    /// Filled by the load step.
    var fingerprint: InputFingerprint?
    var previous: BuildManifest?
    /// The previous `course.apkg`'s collection, being read since the load step found the site out of date.
    var previousCourseCollection: Background<Data?>?
    /// `search-index.json`, being made since the render step began.
    var searchIndex: Background<Result<Data, any Error>>?
    var upToDate = false
    var course = Course(directory: "", lessons: [], diagnostics: [])
    var templates: SiteTemplates?
    /// The course's settings (`course.md`) with the options' overrides.
    var settings = CourseSettings.defaults
    var site = SiteValues(title: "", description: "", lessonCount: 0)
    /// Cache keys by unit name (`pages/lesson22`, `pages/interview`, `decks/lesson22`, `decks/course`, `decks/interview`).
    var keys: [String: String] = [:]
    /// Cards by lesson slug, made once for the lessons whose pages or decks are rendered.
    var cards: [String: [Card]] = [:]
    /// The staging folder and the tree written into it; created by the render step.
    var staging: StagingFolder?
    var tree: SiteTree?
    /// Units finished so far, for the new manifest.
    var units: [String: BuildManifest.Unit] = [:]
    var report = BuildReport()

    init(options: SiteOptions) {
        self.options = options
    }

    /// The unit names whose previous output cannot be reused.
    func needsWork(_ unit: String) -> Bool {
        guard let previous, let old = previous.units[unit], old.key == keys[unit] else { return true }
        let site = options.output.path + "/"
        // access(2): thousands of files are checked on a rebuild, and FileManager's check cost more than the links.
        return !old.files.allSatisfy { access(site + $0, F_OK) == 0 }
    }

    /// The lessons whose pages need rendering; worked out once (each check looks for files on disk), after the keys.
    var lessonsToRender: [Lesson] {
        if let planned = plannedRenders { return planned }
        let planned = course.lessons.filter { needsWork(Self.pagesUnit($0.slug)) }
        plannedRenders = planned
        return planned
    }
    /// The lessons whose decks need exporting; worked out once, after the keys.
    var decksToExport: [Lesson] {
        if let planned = plannedExports { return planned }
        let planned = course.lessons.filter { needsWork(Self.decksUnit($0.slug)) }
        plannedExports = planned
        return planned
    }
    /// The job making `course.apkg`, started on first call (once the cards are known); nil when the previous one
    /// can be reused.
    func courseDeck() -> CourseDeckJob? {
        if let startedCourseDeck { return startedCourseDeck }
        let needed = !decksToExport.isEmpty || needsWork(Self.courseDeckUnit)
        startedCourseDeck = needed ? CourseDeckJob(self) : nil
        return startedCourseDeck ?? nil
    }
    private var startedCourseDeck: CourseDeckJob??
    private var plannedRenders: [Lesson]?
    private var plannedExports: [Lesson]?

    static func pagesUnit(_ slug: String) -> String { "pages/\(slug)" }
    static func decksUnit(_ slug: String) -> String { "decks/\(slug)" }
    static let courseDeckUnit = "decks/course"
    static let interviewDeckUnit = "decks/interview"
    static let interviewPageUnit = "pages/interview"
    /// What `interview.apkg`'s cards are made from (the parts, the deck name), without the lessons' dates.
    static let interviewCardsUnit = "decks/interview-cards"
    /// Not a unit: the key of the interview track's cards in the lesson cache.
    static let interviewCardsKey = "cache/interview-cards"
}
