import Foundation
import QuestCore
import QuestDecks

/// `decks/interview.apkg`, made on a thread of its own like `CourseDeckJob`: it needs only the lessons' outlines and
/// dates, so it starts before the pages and the publish step waits for it. Re-dated from the previous package (the
/// plan's `.patch`: its notes copied by SQLite) or made from its cards, which come from the lesson cache when the
/// parts did not change. Either way the package is unzipped, copied and zipped again, all of it: on the main thread
/// that was a fifth of a one-lesson rebuild of 2,000 lessons (measured).
final class InterviewDeckJob: Sendable {
    private let package: Background<Result<Data, any Error>>

    /// Starts the job; nil when the plan reuses the previous package. `cacheFolder`: the lesson cache, where the
    /// track's cards are kept; `kept`: where the package's collection is kept (`KeptCollection`).
    init?(loaded: LoadedCourse, cacheFolder: URL?, kept: KeptCollection?) {
        let work = loaded.plan.work(BuildPlan.Unit.interviewDeck)
        guard work != .reuse else { return nil }
        // The parts' numbers, lessons and dates are all a package needs besides its cards: each part is decoded in
        // full only when its cards are made anew.
        let parts = loaded.outlines.filter(\.hasInterview)
        let writer = InterviewDeckWriter(
            lessons: parts.map(\.skeleton), dates: loaded.fingerprint.lessonDates, courseDeck: loaded.settings.deckName
        )
        let previous = work == .patch ? loaded.previous.readablePath(SitePath.interviewDeck) : nil
        let cached = cacheFolder.map { CacheEntry(path: $0.appendingPathComponent(LessonLoadCache.interviewCardsName).path) }
        let key = loaded.plan.interviewCardsCacheKey
        package = Background {
            // A previous package that cannot be read (damaged, say) costs time, never correctness.
            if let previous, let package = try? writer.apkg(previousPackage: previous, kept: kept) { return .success(package) }
            return Result {
                let cards: [Card]
                if let known = cached?.read([Card].self, key: key) {
                    cards = known
                } else {
                    var full = writer
                    full.lessons = parts.map(\.skeletonWithInterview)
                    cards = full.cards()
                    cached?.write(cards, key: key)
                }
                return try writer.apkg(cards: cards, kept: kept)
            }
        }
    }

    /// The package's bytes, once the job is done.
    func wait() throws -> Data {
        try package.wait().get()
    }
}
