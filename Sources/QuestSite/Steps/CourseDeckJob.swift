#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import QuestCore
import QuestDecks
import Synchronization

/// `decks/course.apkg`, made on a thread of its own. It holds every lesson's cards, so it is the build's longest single
/// job: it runs beside the pages, the other decks and the search index instead of after them, and the publish step
/// waits for it. When the previous package is reused, the render step starts it first thing and the job drafts the
/// few changed lessons' cards itself; otherwise it starts once the render step has drafted every lesson's cards.
final class CourseDeckJob: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Result<Data, any Error>?>(nil)

    /// Whether the previous site's package can be copied from, so that only the changed lessons' cards are needed.
    static func reusesPreviousPackage(_ context: BuildContext) -> Bool {
        context.previous != nil && context.decksToExport.count < context.course.lessons.count
            && FileManager.default.fileExists(atPath: context.options.output.appendingPathComponent(SitePath.courseDeck).path)
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
        DispatchQueue.global().async(group: group) { [self] in
            func allCards(except skipped: Set<String>) -> [(Lesson, [Card])] {
                lessons.map { lesson in
                    guard !skipped.contains(lesson.slug) else { return (lesson, []) }
                    if let known = cards[lesson.slug] { return (lesson, known) }
                    let previous = exportSlugs.contains(lesson.slug) ? nil : RenderStep.previousCards(of: lesson.slug, in: previousSite)
                    return (lesson, previous ?? DeckBuilder.cards(for: lesson))
                }
            }
            var package = Result {
                var writer = CourseDeckWriter(
                    lessons: allCards(except: unchanged), dates: dates, courseDeck: deckName,
                    previousPackage: unchanged.isEmpty ? nil : previousPackage, unchanged: unchanged
                )
                if !unchanged.isEmpty { writer.previousCollection = prefetched?.wait() ?? nil }
                return try writer.apkg()
            }
            if case .failure = package, !unchanged.isEmpty {
                // A previous package that cannot be read (damaged, say) costs time, never correctness.
                package = Result { try CourseDeckWriter(lessons: allCards(except: []), dates: dates, courseDeck: deckName).apkg() }
            }
            self.result.withLock { [package] in $0 = package }
        }
    }

    /// The previous site's `course.apkg` collection, unzipped on a thread of its own from the moment the build knows
    /// it is not up to date, so that the job finds it ready (unzipping 500 lessons' collection took a fifth of a
    /// one-lesson rebuild, measured, while the lessons loaded on the other core). Nil when it cannot be read: the
    /// job then reads the package itself, or starts over.
    static func readPreviousCollection(_ context: BuildContext) -> Background<Data?>? {
        let package = context.options.output.appendingPathComponent(SitePath.courseDeck).path
        guard context.previous != nil, access(package, R_OK) == 0 else { return nil }
        return Background { try? CourseDeckWriter.collection(inPackageAt: package) }
    }

    /// The package's bytes, once the job is done.
    func wait() throws -> Data {
        group.wait()
        guard let package = result.withLock({ $0 }) else { throw SiteBuildError(step: "", file: SitePath.courseDeck, message: "no package") }
        return try package.get()
    }
}
