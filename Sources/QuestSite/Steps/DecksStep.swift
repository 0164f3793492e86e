#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import QuestCore
import QuestDecks
import Synchronization

/// Writes `decks/<slug>.apkg`, `.tsv` and `.json` for the lessons whose decks the plan makes (linking the others) and
/// `cards-index.js`, made from the outlines' card ids. `course.apkg` and `interview.apkg`, when made, are jobs of their
/// own (`CourseDeckJob`, `InterviewDeckJob`), which the publish step waits for.
struct DecksStep {
    static let name = "Exporting decks"

    static func headline(_ plan: BuildPlan) -> String { "\(name) (\(plan.decksToExport.count))" }

    let loaded: LoadedCourse
    let tree: SiteTree
    let options: SiteOptions

    /// Writes the decks; returns how many lessons' decks were exported.
    func run(cards: [String: [Card]], outlines: [LessonOutline]) throws -> Int {
        let plan = loaded.plan
        let lessons = loaded.lessons
        let tree = tree
        let exportSlugs = Set(plan.decksToExport)
        let failures = Mutex<[SiteBuildError]>([])
        // Each lesson's notes carry its file's date, read once by the load step.
        let dates = loaded.fingerprint.lessonDates
        let deckName = loaded.settings.deckName

        // The decks to export are tasks of their own; the unchanged lessons' files are linked in a few large tasks
        // beside them.
        let exported = outlines.filter { exportSlugs.contains($0.slug) }
        let linked = tree.reuseInBackground(outlines.filter { !exportSlugs.contains($0.slug) }.flatMap { SitePath.deckFiles(of: $0.slug) })
        DispatchQueue.concurrentPerform(iterations: exported.count) { position in
            let outline = exported[position]
            let files = SitePath.deckFiles(of: outline.slug)
            do {
                guard let lesson = lessons[outline.slug], let lessonCards = cards[outline.slug] else {
                    throw SiteBuildError(step: Self.name, file: outline.file, message: "no cards: the render step made none")
                }
                let writer = DeckWriter(
                    lesson: lesson, cards: lessonCards, timestamp: dates.date(ofFile: lesson.file), courseDeck: deckName
                )
                try tree.write(try writer.apkg(), to: files[0], creatingIn: lesson.slug)
                try tree.write(writer.tsv(), to: files[1], creatingIn: lesson.slug)
                try tree.write(try writer.json(), to: files[2], creatingIn: lesson.slug)
            } catch {
                let failure = (error as? SiteBuildError) ?? SiteBuildError(step: Self.name, file: outline.file, message: FileProblem.sentence(for: error))
                failures.withLock { $0.append(failure) }
            }
        }
        if let error = linked.wait() {
            failures.withLock { $0.append((error as? SiteBuildError) ?? SiteBuildError(step: Self.name, file: nil, message: FileProblem.sentence(for: error))) }
        }
        // `interview.apkg`, when not reused, is a job of its own (`InterviewDeckJob`), like `course.apkg`.
        if plan.work(BuildPlan.Unit.interviewDeck) == .reuse { try tree.reuse(SitePath.interviewDeck) }
        if plan.work(BuildPlan.Unit.cardsIndex) == .reuse {
            try tree.reuse(SitePath.cardsIndexScript)
        } else {
            let entries = outlines.map { CourseCardsIndex.Entry(slug: $0.slug, number: $0.number, title: $0.title, cards: $0.cardIDs) }
            try tree.write(CourseCardsIndex(entries: entries).script(), to: SitePath.cardsIndexScript)
        }
        if let failure = failures.withLock({ $0.sorted { ($0.file ?? "") < ($1.file ?? "") }.first }) { throw failure }
        // `course.apkg` may still be being made: the publish step waits for it, so the search index is written meanwhile.
        if plan.work(BuildPlan.Unit.courseDeck) == .reuse { try tree.reuse(SitePath.courseDeck) }
        return exportSlugs.count
    }
}
