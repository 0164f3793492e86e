import Dispatch
import Foundation
import QuestCore
import QuestDecks
import QuestHTML
import Synchronization

/// Renders the pages the plan makes and links the rest from the previous site: the lessons' pages and cards pages in
/// parallel, and beside them the course's own pages (index, 404, interview track). A lesson read now also gets its
/// cards and search entries made here, in the same parallel loop: the parts its outline still lacks.
struct RenderStep {
    static let name = "Rendering lessons"

    /// The lessons' cards made here, and the outlines completed with the new lessons' card ids and search entries.
    struct Output {
        /// Cards by slug, for the lessons whose pages or decks are made or whose outline is new.
        var cards: [String: [Card]]
        var outlines: [LessonOutline]
        var renderedLessons: Int
        var renderedPages: Int
    }

    static func headline(_ plan: BuildPlan) -> String {
        let count = plan.lessonsToRender.count
        let total = plan.lessons.count
        return count == total ? "\(name) (\(count))" : "\(name) (\(count) of \(total) changed)"
    }

    let loaded: LoadedCourse
    let tree: SiteTree
    let options: SiteOptions

    /// - Parameter checkDiagnostics: the lint step's findings by file name, which the outlines it returns carry.
    func run(checkDiagnostics: [String: [Diagnostic]]) throws -> Output {
        let plan = loaded.plan
        let templates = loaded.templates
        let outlines = loaded.outlines
        let lessons = loaded.lessons
        let site = loaded.site
        let baseURL = loaded.settings.baseURL
        let previous = loaded.previous
        let drafts = loaded.drafts
        let tree = tree
        let renderSlugs = Set(plan.lessonsToRender)
        let reusableDecks = Set(plan.lessons.filter { $0.decks == .reuse }.map(\.slug))
        let newSlugs = Set(outlines.filter { loaded.newOutlines.contains($0.name) }.map(\.slug))
        let cardSlugs = renderSlugs.union(plan.decksToExport).union(newSlugs)
        let failures = Mutex<[SiteBuildError]>([])
        let made = Mutex<[String: (cards: [Card], fragment: String?)]>([:])
        let lessonsFolder = options.lessons

        // The course's own pages are made beside the lessons' pages instead of after them.
        let introduction = loaded.settings.introduction
        let coursePagesJob = Background { () -> Result<Void, any Error> in
            Result {
                if plan.work(BuildPlan.Unit.index) == .reuse {
                    try tree.reuse(SitePath.index)
                } else {
                    let index = IndexPage(
                        site: site, outlines: outlines, introduction: introduction, canonicalURL: baseURL.map { $0 + SitePath.index }
                    )
                    try tree.write(templates.render("index", index), to: SitePath.index)
                }
                if plan.work(BuildPlan.Unit.interviewPage) == .reuse {
                    try tree.reuse(SitePath.interviewPage)
                } else {
                    try tree.write(templates.render("interview", InterviewPage(
                        site: site, lessons: outlines.map(\.skeletonWithInterview), canonicalURL: baseURL.map { $0 + SitePath.interviewPage }
                    )), to: SitePath.interviewPage)
                }
                if plan.work(BuildPlan.Unit.notFound) == .reuse {
                    try tree.reuse(SitePath.notFound)
                } else {
                    try tree.write(templates.render("404", NotFoundPage(site: site, baseURL: baseURL)), to: SitePath.notFound)
                }
            }
        }

        // The lessons with work to do are tasks of their own; the others' pages are linked in a few large tasks
        // beside them (`SiteTree.reuse(concurrently:)`), once the tasks that render have started.
        let working = outlines.indices.filter { cardSlugs.contains(outlines[$0].slug) && lessons[outlines[$0].slug] != nil }
        let workingSlugs = Set(working.map { outlines[$0].slug })
        let linked = tree.reuseInBackground(outlines.filter { !workingSlugs.contains($0.slug) }.flatMap(\.pages))
        DispatchQueue.concurrentPerform(iterations: working.count) { position in
            let index = working[position]
            let outline = outlines[index]
            do {
                guard let lesson = lessons[outline.slug] else { return }
                let cards = reusableDecks.contains(lesson.slug)
                    ? previous.cards(of: lesson.slug) ?? drafts.cards(for: lesson)
                    : drafts.cards(for: lesson)
                let fragment = newSlugs.contains(lesson.slug) ? try SearchIndex.fragment(for: lesson) : nil
                made.withLock { $0[lesson.slug] = (cards, fragment) }
                guard renderSlugs.contains(lesson.slug) else {
                    try tree.reuse(outline.pages)
                    return
                }
                var page = LessonPage(
                    lesson: lesson, cardCount: cards.count, site: site,
                    previous: index > 0 ? outlines[index - 1].skeleton : nil,
                    next: index + 1 < outlines.count ? outlines[index + 1].skeleton : nil
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
                let failure = (error as? SiteBuildError) ?? SiteBuildError(step: Self.name, file: outline.file, message: FileProblem.sentence(for: error))
                failures.withLock { $0.append(failure) }
            }
        }
        // Waited for before any error is thrown, so nothing writes into a staging folder being discarded.
        let coursePages = coursePagesJob.wait()
        if let error = linked.wait() {
            failures.withLock { $0.append((error as? SiteBuildError) ?? SiteBuildError(step: Self.name, file: nil, message: FileProblem.sentence(for: error))) }
        }
        if var failure = failures.withLock({ $0.sorted { ($0.file ?? "") < ($1.file ?? "") }.first }) {
            if failure.step.isEmpty { failure.step = Self.name }
            throw failure
        }
        do {
            try coursePages.get()
        } catch {
            throw SiteBuildError(step: Self.name, file: options.templates.path, message: FileProblem.sentence(for: error))
        }
        let parts = made.withLock { $0 }
        // One pass over the outlines, each changed only where it is new: a kept outline already carries its checks'
        // findings (the lint step took them from it).
        let completed = outlines.map { outline in
            let part = parts[outline.slug]
            let checks = checkDiagnostics[outline.name] ?? []
            guard part != nil || checks != outline.checkDiagnostics else { return outline }
            var outline = outline
            outline.checkDiagnostics = checks
            if let part {
                outline.cardIDs = part.cards.map(\.id)
                if let fragment = part.fragment { outline.searchFragment = fragment }
            }
            return outline
        }
        let renderedPages = outlines.filter { renderSlugs.contains($0.slug) }.map(\.pages.count).reduce(0, +)
            + [BuildPlan.Unit.index, BuildPlan.Unit.interviewPage, BuildPlan.Unit.notFound].filter { plan.work($0) != .reuse }.count
        return Output(
            cards: parts.mapValues(\.cards), outlines: completed, renderedLessons: renderSlugs.count, renderedPages: renderedPages
        )
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
}
