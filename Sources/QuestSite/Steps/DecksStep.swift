import Dispatch
import Foundation
import QuestCore
import QuestDecks
import Synchronization

/// Writes `decks/<slug>.apkg`, `.tsv` and `.json` for lessons whose cards changed (reusing the others) and
/// `cards-index.js` (and starts `decks/course.apkg`, which the publish step adds) when any lesson's cards changed, copying the unchanged lessons' notes from
/// the previous ones, and `decks/interview.apkg` when an interview part changed.
struct DecksStep: BuildStep {
    let name = "Exporting decks"

    func headline(_ context: BuildContext) -> String {
        guard !context.upToDate else { return "\(name) (0, nothing changed)" }
        return "\(name) (\(context.decksToExport.count))"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else { return }
        let tree = try require(context.tree, "site folder to add the decks to")
        let lessons = context.course.lessons
        let exportSlugs = Set(context.decksToExport.map(\.slug))
        let cards = context.cards
        let failures = Mutex<[SiteBuildError]>([])
        let stepName = name
        // Each lesson's notes carry its file's date, read once by the load step.
        let dates = context.fingerprint?.lessonDates ?? .fixed(DeckWriter.buildTimestamp())
        let deckName = context.settings.deckName

        let courseFile = SitePath.courseDeck
        let courseDeck = context.courseDeck()
        let courseNeedsWork = courseDeck != nil

        // The decks to export go first, so the other cores link the unchanged lessons' files meanwhile.
        let order = lessons.indices.filter { exportSlugs.contains(lessons[$0].slug) }
            + lessons.indices.filter { !exportSlugs.contains(lessons[$0].slug) }
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let lesson = lessons[order[position]]
            let files = SitePath.deckFiles(of: lesson.slug)
            do {
                if exportSlugs.contains(lesson.slug), let lessonCards = cards[lesson.slug] {
                    let writer = DeckWriter(
                        lesson: lesson, cards: lessonCards, timestamp: dates.date(ofFile: lesson.file), courseDeck: deckName
                    )
                    try tree.write(try writer.apkg(), to: files[0], creatingIn: lesson.slug)
                    try tree.write(writer.tsv(), to: files[1], creatingIn: lesson.slug)
                    try tree.write(try writer.json(), to: files[2], creatingIn: lesson.slug)
                } else {
                    for file in files { try tree.reuse(file) }
                }
            } catch {
                failures.withLock { $0.append(SiteBuildError(step: stepName, file: lesson.file, message: FileProblem.sentence(for: error))) }
            }
        }
        let previousInterviewDeck = context.options.output.appendingPathComponent(SitePath.interviewDeck).path
        if context.needsWork(BuildContext.interviewDeckUnit) {
            let writer = InterviewDeckWriter(lessons: lessons, dates: dates, courseDeck: deckName)
            // Editing a lesson re-dates the track but seldom changes a part: the previous package's notes are copied
            // and re-dated when its cards are the same (a package that cannot be read costs time, not correctness).
            if !context.needsWork(BuildContext.interviewCardsUnit), access(previousInterviewDeck, R_OK) == 0,
               let package = try? writer.apkg(previousPackage: previousInterviewDeck) {
                try tree.write(package, to: SitePath.interviewDeck)
            } else {
                try writeInterviewDeck(writer, context: context, tree: tree)
            }
        } else {
            try tree.reuse(SitePath.interviewDeck)
        }
        if courseNeedsWork {
            // An unchanged lesson's entry is as in the previous index (its deck's key covers its number and title).
            let previous = exportSlugs.count < lessons.count ? CourseCardsIndex.entries(in: context.options.output) : [:]
            let entries = lessons.map { lesson in
                if cards[lesson.slug] == nil, let entry = previous[lesson.slug] { return entry }
                let lessonCards = cards[lesson.slug] ?? RenderStep.previousCards(of: lesson.slug, in: context.options.output) ?? []
                return CourseCardsIndex.Entry(lesson: lesson, cards: lessonCards)
            }
            try tree.write(CourseCardsIndex(entries: entries).script(), to: SitePath.cardsIndexScript)
        } else {
            try tree.reuse(SitePath.cardsIndexScript)
        }
        if let failure = failures.withLock({ $0.sorted { ($0.file ?? "") < ($1.file ?? "") }.first }) { throw failure }
        for lesson in lessons {
            let unit = BuildContext.decksUnit(lesson.slug)
            context.units[unit] = BuildManifest.Unit(key: context.keys[unit] ?? "", files: SitePath.deckFiles(of: lesson.slug))
        }
        context.report.exportedDecks = exportSlugs.count
        // `course.apkg` is still being made: the publish step waits for it, so the search index is written meanwhile.
        if courseDeck == nil { try tree.reuse(courseFile) }
        context.units[BuildContext.courseDeckUnit] = BuildManifest.Unit(
            key: context.keys[BuildContext.courseDeckUnit] ?? "", files: [courseFile, SitePath.cardsIndexScript]
        )
        context.units[BuildContext.interviewDeckUnit] = BuildManifest.Unit(
            key: context.keys[BuildContext.interviewDeckUnit] ?? "", files: [SitePath.interviewDeck]
        )
        // No files of its own: it records which cards `interview.apkg` holds, so the next build can re-date them.
        context.units[BuildContext.interviewCardsUnit] = BuildManifest.Unit(
            key: context.keys[BuildContext.interviewCardsUnit] ?? "", files: []
        )
    }

    /// `interview.apkg` made from its cards, which come from the cache when the parts did not change.
    private func writeInterviewDeck(_ writer: InterviewDeckWriter, context: BuildContext, tree: SiteTree) throws {
        let cached = context.options.lessonCache.map {
            CacheEntry(path: $0.appendingPathComponent(LessonLoadCache.interviewCardsName).path)
        }
        let key = context.keys[BuildContext.interviewCardsKey] ?? ""
        let cards: [Card]
        if let kept = cached?.read([Card].self, key: key) {
            cards = kept
        } else {
            cards = writer.cards()
            cached?.write(cards, key: key)
        }
        try tree.write(writer.apkg(cards: cards), to: SitePath.interviewDeck)
    }
}
