import Dispatch
import Foundation
import QuestCore
import QuestDecks
import QuestHTML
import Synchronization

/// Renders the lesson pages and cards pages of changed lessons, in parallel, and reuses the rest from the previous
/// site; then the course index and the 404 page, which list every lesson and are cheap to render each time, and the
/// interview track when an interview part changed (it renders every part's Markdown).
struct RenderStep: BuildStep {
    let name = "Rendering lessons"

    func headline(_ context: BuildContext) -> String {
        guard !context.upToDate else { return "\(name) (0, nothing changed)" }
        let count = context.lessonsToRender.count
        let total = context.course.lessons.count
        return count == total ? "\(name) (\(count))" : "\(name) (\(count) of \(total) changed)"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else { return }
        let templates = try require(context.templates, "compiled templates")
        // Copying most of the previous course package needs only the changed lessons' cards: it can start now.
        if CourseDeckJob.reusesPreviousPackage(context) { _ = context.courseDeck() }
        context.searchIndex = SearchIndexStep.start(context)
        let staging = try StagingFolder(for: context.options.output)
        context.staging = staging
        let tree = SiteTree(
            root: staging.staging, previous: context.options.output, existing: staging.reusedFiles,
            existingFolders: Set(staging.reusedFolders)
        )
        context.tree = tree

        let lessons = context.course.lessons
        let renderSlugs = Set(context.lessonsToRender.map(\.slug))
        let cardSlugs = renderSlugs.union(context.decksToExport.map(\.slug))
        let site = context.site
        let baseURL = context.settings.baseURL
        let reusableDecks = Set(lessons.map(\.slug).filter { !context.needsWork(BuildContext.decksUnit($0)) })
        let previousSite = context.options.output
        let failures = Mutex<[SiteBuildError]>([])
        let cardsBySlug = Mutex<[String: [Card]]>([:])
        let stepName = name
        let lessonsFolder = context.options.lessons

        // The course's own pages (the index and the 404 page list every lesson; the interview track renders every
        // part) are made beside the lessons' pages instead of after them.
        let renderInterview = context.needsWork(BuildContext.interviewPageUnit)
        let introduction = context.settings.introduction
        let coursePagesJob = Background { () -> Result<Void, any Error> in
            Result {
                let index = IndexPage(
                    site: site, lessons: lessons, introduction: introduction, canonicalURL: baseURL.map { $0 + SitePath.index }
                )
                try tree.write(templates.render("index", index), to: SitePath.index)
                if renderInterview {
                    try tree.write(templates.render("interview", InterviewPage(
                        site: site, lessons: lessons, canonicalURL: baseURL.map { $0 + SitePath.interviewPage }
                    )), to: SitePath.interviewPage)
                } else {
                    try tree.reuse(SitePath.interviewPage)
                }
                try tree.write(templates.render("404", NotFoundPage(site: site, baseURL: baseURL)), to: SitePath.notFound)
            }
        }

        // The lessons to render go first: each is long next to linking an unchanged lesson's pages, so the other
        // cores link while they render instead of one lesson rendering alone at the end.
        let order = lessons.indices.filter { cardSlugs.contains(lessons[$0].slug) }
            + lessons.indices.filter { !cardSlugs.contains(lessons[$0].slug) }
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            let lesson = lessons[index]
            do {
                guard cardSlugs.contains(lesson.slug) else {
                    for page in SitePath.pages(of: lesson) { try tree.reuse(page) }
                    return
                }
                let cards = reusableDecks.contains(lesson.slug)
                    ? Self.previousCards(of: lesson.slug, in: previousSite) ?? DeckBuilder.cards(for: lesson)
                    : DeckBuilder.cards(for: lesson)
                cardsBySlug.withLock { $0[lesson.slug] = cards }
                guard renderSlugs.contains(lesson.slug) else {
                    for page in SitePath.pages(of: lesson) { try tree.reuse(page) }
                    return
                }
                var page = LessonPage(
                    lesson: lesson, cardCount: cards.count, site: site,
                    previous: index > 0 ? lessons[index - 1] : nil,
                    next: index + 1 < lessons.count ? lessons[index + 1] : nil
                )
                page.canonicalURL = baseURL.map { $0 + SitePath.lessonPage(lesson.slug) }
                var cardsPage = CardsPage(lesson: lesson, cards: cards, site: site)
                cardsPage.canonicalURL = baseURL.map { $0 + SitePath.cardsPage(lesson.slug) }
                try tree.write(templates.render("lesson", page), to: SitePath.lessonPage(lesson.slug))
                try tree.write(templates.render("cards", cardsPage), to: SitePath.cardsPage(lesson.slug))
                if let tutorial = lesson.tutorial, !tutorial.steps.isEmpty {
                    let starter = Self.swiftFiles(in: tutorial.starter.map { lessonsFolder.appendingPathComponent($0) })
                    var tutorialPage = TutorialPage(lesson: lesson, tutorial: tutorial, starter: starter, site: site)
                    tutorialPage.canonicalURL = baseURL.map { $0 + SitePath.tutorialPage(lesson.slug) }
                    try tree.write(templates.render("tutorial", tutorialPage), to: SitePath.tutorialPage(lesson.slug))
                }
            } catch {
                let failure = (error as? SiteBuildError) ?? SiteBuildError(step: stepName, file: lesson.file, message: FileProblem.sentence(for: error))
                failures.withLock { $0.append(failure) }
            }
        }
        // Waited for before any error is thrown, so nothing writes into a staging folder being discarded.
        let coursePages = coursePagesJob.wait()
        if var failure = failures.withLock({ $0.sorted { ($0.file ?? "") < ($1.file ?? "") }.first }) {
            if failure.step.isEmpty { failure.step = name }
            throw failure
        }
        context.cards = cardsBySlug.withLock { $0 }
        _ = context.courseDeck()
        for lesson in lessons {
            let unit = BuildContext.pagesUnit(lesson.slug)
            context.units[unit] = BuildManifest.Unit(
                key: context.keys[unit] ?? "", files: SitePath.pages(of: lesson)
            )
        }
        context.units[BuildContext.interviewPageUnit] = BuildManifest.Unit(
            key: context.keys[BuildContext.interviewPageUnit] ?? "", files: [SitePath.interviewPage]
        )
        context.report.renderedLessons = renderSlugs.count
        context.report.renderedPages = lessons.filter { renderSlugs.contains($0.slug) }.map { SitePath.pages(of: $0).count }
            .reduce(renderInterview ? 3 : 2, +)
        do {
            try coursePages.get()
        } catch {
            throw SiteBuildError(step: name, file: context.options.templates.path, message: FileProblem.sentence(for: error))
        }
    }

    /// The `.swift` files below `folder`, by path relative to it: a tutorial's starter, the state before step 1.
    static func swiftFiles(in folder: URL?) -> [String: String] {
        guard let folder, let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var files: [String: String] = [:]
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[path] = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    /// The cards of an unchanged lesson, read back from the previous site's `SitePath.deckJSON` (which holds every
    /// field of each card) instead of drafting its answers again; nil when that file is missing or unreadable.
    static func previousCards(of slug: String, in site: URL) -> [Card]? {
        struct DeckFile: Decodable { var cards: [Card] }
        guard let data = try? Data(contentsOf: site.appendingPathComponent(SitePath.deckJSON(of: slug))) else { return nil }
        return try? JSONDecoder().decode(DeckFile.self, from: data).cards
    }
}
