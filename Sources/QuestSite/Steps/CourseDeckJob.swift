import Dispatch
import Foundation
import QuestCore
import QuestDecks
import Synchronization

/// `decks/course.apkg`, made on a thread of its own. It holds every lesson's cards, so it is the build's longest single
/// job: the render step starts it as soon as the changed lessons' cards are known, and it runs beside the pages and
/// the other decks instead of after them.
final class CourseDeckJob: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Result<Data, any Error>?>(nil)

    /// Starts the job for `context`'s course; the decks that did not change are copied from the previous package, so
    /// their cards are not even read.
    init(_ context: BuildContext) {
        let lessons = context.course.lessons
        let exportSlugs = Set(context.decksToExport.map(\.slug))
        let cards = context.cards
        let dates = context.fingerprint?.lessonDates ?? .fixed(DeckWriter.buildTimestamp())
        let deckName = context.settings.deckName
        let previousSite = context.options.output
        let previousPackage = previousSite.appendingPathComponent(SitePath.courseDeck).path
        let unchanged = FileManager.default.fileExists(atPath: previousPackage) && context.previous != nil
            ? Set(lessons.map(\.slug)).subtracting(exportSlugs) : []
        DispatchQueue.global().async(group: group) { [self] in
            func allCards(except skipped: Set<String>) -> [(Lesson, [Card])] {
                lessons.map { lesson in
                    guard !skipped.contains(lesson.slug) else { return (lesson, []) }
                    return (lesson, cards[lesson.slug] ?? RenderStep.previousCards(of: lesson.slug, in: previousSite)
                        ?? DeckBuilder.cards(for: lesson))
                }
            }
            var package = Result {
                try CourseDeckWriter(
                    lessons: allCards(except: unchanged), dates: dates, courseDeck: deckName,
                    previousPackage: unchanged.isEmpty ? nil : previousPackage, unchanged: unchanged
                ).apkg()
            }
            if case .failure = package, !unchanged.isEmpty {
                // A previous package that cannot be read (damaged, say) costs time, never correctness.
                package = Result { try CourseDeckWriter(lessons: allCards(except: []), dates: dates, courseDeck: deckName).apkg() }
            }
            self.result.withLock { [package] in $0 = package }
        }
    }

    /// The package's bytes, once the job is done.
    func wait() throws -> Data {
        group.wait()
        guard let package = result.withLock({ $0 }) else { throw SiteBuildError(step: "", file: SitePath.courseDeck, message: "no package") }
        return try package.get()
    }
}
