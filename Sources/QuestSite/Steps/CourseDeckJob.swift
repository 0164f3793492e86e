#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore
import QuestDecks

/// `decks/course.apkg`, made on a thread of its own. It holds every lesson's cards, so it is the build's longest single
/// job: it runs beside the pages, the other decks and the search index instead of after them, and the publish step
/// waits for it. When the previous package is reused, the render step starts it first thing and the job drafts the
/// few changed lessons' cards itself; otherwise it starts once the render step has drafted every lesson's cards.
final class CourseDeckJob: Sendable {
    private let package: Background<Result<Data, any Error>>

    /// Whether the previous site's package can be copied from, so that only the changed lessons' cards are needed.
    /// (The load step starts reading the previous package exactly when there is one: see `readPreviousCollection`.)
    static func reusesPreviousPackage(_ context: BuildContext) -> Bool {
        context.previousCourseCollection != nil && context.decksToExport.count < context.course.lessons.count
    }

    /// Starts the job for `context`'s course; the decks that did not change are copied from the previous package, so
    /// their cards are not even read. A changed lesson's cards are taken from `context.cards` or, when not drafted
    /// yet, drafted here (never read back from the previous site, whose are stale).
    init(_ context: BuildContext) {
        let lessons = context.course.lessons
        let exportSlugs = Set(context.decksToExport.map(\.slug))
        let cards = context.cards
        let dates = context.fingerprint?.lessonDates ?? .fixed(DeckWriter.buildTimestamp())
        let deckName = context.settings.deckName
        let previousSite = context.options.output
        let previousPackage = previousSite.appendingPathComponent(SitePath.courseDeck).path
        let unchanged = Self.reusesPreviousPackage(context) ? Set(lessons.map(\.slug)).subtracting(exportSlugs) : []
        let prefetched = context.previousCourseCollection
        package = Background {
            func allCards(except skipped: Set<String>) -> [(Lesson, [Card])] {
                lessons.map { lesson in
                    guard !skipped.contains(lesson.slug) else { return (lesson, []) }
                    if let known = cards[lesson.slug] { return (lesson, known) }
                    let previous = exportSlugs.contains(lesson.slug) ? nil : RenderStep.previousCards(of: lesson.slug, in: previousSite)
                    return (lesson, previous ?? DeckBuilder.cards(for: lesson))
                }
            }
            func fromCards() -> Result<Data, any Error> {
                Result { try CourseDeckWriter(lessons: allCards(except: []), dates: dates, courseDeck: deckName).apkg() }
            }
            // A previous package that cannot be read (damaged, say) costs time, never correctness.
            guard !unchanged.isEmpty, let previous = prefetched?.wait() ?? nil else { return fromCards() }
            let copied = Result {
                var writer = CourseDeckWriter(
                    lessons: allCards(except: unchanged), dates: dates, courseDeck: deckName,
                    previousPackage: previousPackage, unchanged: unchanged
                )
                writer.previousCollection = previous
                return try writer.apkg()
            }
            if case .failure = copied { return fromCards() }
            return copied
        }
    }

    /// The previous site's `course.apkg` collection, unzipped on a thread of its own from the moment the build knows
    /// it is not up to date, so that the job finds it ready (unzipping 500 lessons' collection took a fifth of a
    /// one-lesson rebuild, measured, while the lessons loaded on the other core). Nil when it cannot be read: the
    /// job then makes every deck from cards.
    static func readPreviousCollection(_ context: BuildContext) -> Background<Data?>? {
        let package = context.options.output.appendingPathComponent(SitePath.courseDeck).path
        guard context.previous != nil, access(package, R_OK) == 0 else { return nil }
        return Background { try? CourseDeckWriter.collection(inPackageAt: package) }
    }

    /// The package's bytes, once the job is done.
    func wait() throws -> Data {
        try package.wait().get()
    }
}
