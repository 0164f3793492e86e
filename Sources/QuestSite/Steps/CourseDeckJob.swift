import Foundation
import QuestCore
import QuestDecks

/// `decks/course.apkg`, made on a thread of its own. It holds every lesson's cards, so it is the build's longest single
/// job: it runs beside the pages, the other decks and the search index instead of after them, and the publish step
/// waits for it. Patched, the unchanged lessons' notes are copied from the previous package and the load step starts
/// the job as soon as the lessons are loaded, the few changed lessons' cards drafted by the job itself; made, it
/// starts once the render step has drafted every lesson's cards.
final class CourseDeckJob: Sendable {
    private let package: Background<Result<Data, any Error>>

    /// Starts the job that makes every lesson's deck from its cards. `cards`: the cards the render step made, by
    /// slug (the other lessons' are read back from their deck files or drafted again).
    convenience init(loaded: LoadedCourse, outlines: [LessonOutline], cards: [String: [Card]], kept: KeptCollection?) {
        self.init(
            outlines: outlines, lessons: loaded.lessons, reader: loaded.reader, previous: loaded.previous,
            dates: loaded.fingerprint.lessonDates, deckName: loaded.settings.deckName, unchanged: [],
            exportSlugs: Set(loaded.plan.decksToExport), cards: cards, drafts: loaded.drafts, prefetched: nil,
            kept: kept
        )
    }

    /// Starts the job.
    /// - Parameters:
    ///   - lessons: the lessons read in full, by slug (a lesson missing here is read again with `reader`).
    ///   - unchanged: the lessons whose decks are copied from the previous package (`prefetched`, its collection);
    ///     empty to make every deck from cards.
    ///   - exportSlugs: the lessons whose cards are drafted anew; any other's are read back from its deck file.
    ///   - drafts: where a changed lesson's cards are drafted, once for this job and the render step.
    ///   - kept: where the package's collection is kept for the next build (`KeptCollection`).
    init(
        outlines: [LessonOutline], lessons: [String: Lesson], reader: LessonReader, previous: PreviousSite,
        dates: LessonDates, deckName: String, unchanged: Set<String>, exportSlugs: Set<String>, cards: [String: [Card]],
        drafts: CardDrafts, prefetched: Background<PreviousCollection?>?, kept: KeptCollection?
    ) {
        let previousPackage = previous.folder.appendingPathComponent(SitePath.courseDeck).path
        package = Background {
            /// Each lesson with its cards: a changed lesson's made now (never the previous site's, which are stale), an
            /// unchanged one's read back from its deck; `skipped` (copied from the previous package) with none.
            func allCards(except skipped: Set<String>) throws -> [(Lesson, [Card])] {
                try outlines.map { outline in
                    guard !skipped.contains(outline.slug) else { return (outline.skeleton, []) }
                    if let known = cards[outline.slug] { return (lessons[outline.slug] ?? outline.skeleton, known) }
                    if !exportSlugs.contains(outline.slug), let kept = previous.cards(of: outline.slug) {
                        return (outline.skeleton, kept)
                    }
                    guard let lesson = lessons[outline.slug] ?? reader.lesson(outline) else {
                        throw SiteBuildError(step: "", file: outline.file, message: "the lesson could not be read again")
                    }
                    return (lesson, drafts.cards(for: lesson))
                }
            }
            func fromCards() -> Result<Data, any Error> {
                Result {
                    var writer = CourseDeckWriter(lessons: try allCards(except: []), dates: dates, courseDeck: deckName)
                    writer.keptCollection = kept
                    return try writer.apkg()
                }
            }
            // A previous package that cannot be read (damaged, say) costs time, never correctness.
            guard !unchanged.isEmpty, let collection = prefetched?.wait() ?? nil else { return fromCards() }
            let copied = Result {
                let lessonCards = try allCards(except: unchanged)
                // A changed lesson whose deck is what the previous package holds (an edit to its prose, say: the same
                // number, title, summary and cards) differs there by its date alone: copied too, with its new date.
                let redated = lessonCards.filter { lesson, cards in
                    !unchanged.contains(lesson.slug) && previous.holdsDeck(of: lesson, cards: cards)
                }
                var writer = CourseDeckWriter(
                    lessons: lessonCards, dates: dates, courseDeck: deckName,
                    previousPackage: previousPackage, unchanged: unchanged.union(redated.map(\.0.slug))
                )
                writer.previousCollection = collection
                writer.keptCollection = kept
                return try writer.apkg()
            }
            if case .failure = copied { return fromCards() }
            return copied
        }
    }

    /// The package's bytes, once the job is done.
    func wait() throws -> Data {
        try package.wait().get()
    }
}
