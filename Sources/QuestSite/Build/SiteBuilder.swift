import Foundation
public import QuestCore

/// `quest build`: the site as a list of named steps, each taking what it needs and returning what it made.
///
/// load and plan → lint → render pages → export decks → search index → sitemap → publish; the course-wide packages
/// (`course.apkg`, `interview.apkg`) are made beside the steps and waited for by the last. The load step returns the
/// `BuildPlan` (what is reused and what is made, from the inputs and the `PreviousSite`); every later step follows
/// it. Every step writes into a staging folder; only the last swaps it in, so the output folder changes all at once
/// or not at all.
public struct SiteBuilder: Sendable {
    public let options: SiteOptions
    /// Checks run over each lesson besides the parser's own, as `quest lint` runs them; an error stops the build.
    public let lessonChecks: [any LessonCheck]

    public init(options: SiteOptions, lessonChecks: [any LessonCheck] = []) {
        self.options = options
        self.lessonChecks = lessonChecks
    }

    /// Step names, in order, as progress lines show them.
    public static let stepNames = [
        LoadStep.name, LintStep.name, RenderStep.name, DecksStep.name, SearchIndexStep.name, SitemapStep.name, PublishStep.name,
    ]

    /// Runs every step, calling `progress` with a line like `[3/7] Rendering lessons (12)` before each.
    ///
    /// `progress` may throw to stop the build (an interrupt); the build then ends as if that step had failed.
    /// - Throws: `SiteBuildError` naming the step (and file) that failed; the output folder is then untouched.
    public func build(progress: (String) throws -> Void = { _ in }) throws -> BuildReport {
        try withoutActuallyEscaping(progress) { progress in
            var steps = StepRunner(names: Self.stepNames, progress: progress)
            return try build(steps: &steps)
        }
    }

    private func build(steps: inout StepRunner) throws -> BuildReport {
        var report = BuildReport()
        let loaded: LoadedCourse
        switch try steps.run(LoadStep.headline(options), { try LoadStep(options: options, lessonChecks: lessonChecks).run() }) {
        case .upToDate(let previous, let fingerprint):
            for line in ["(unchanged)", "(0, nothing changed)", "(0, nothing changed)", "(nothing changed)", "(nothing changed)"] {
                try steps.run("\(steps.nextName) \(line)") {}
            }
            try steps.run(PublishStep.headline(options, upToDate: true)) {}
            report.upToDate = true
            report.uncommittedLessons = fingerprint.lessonDates.uncommitted
            report.files = previous.manifest?.files.count ?? 0
            return report
        case .outOfDate(let course):
            loaded = course
        }
        let plan = loaded.plan
        report.lessons = plan.lessons.count
        report.uncommittedLessons = loaded.fingerprint.lessonDates.uncommitted
        // Patching the previous course package needs only the changed lessons' cards: the load step has started it
        // whenever the previous package can be patched (its bytes are the same whether the plan says to patch the
        // package or to make it). Made anew, it waits for the render step's cards.
        var courseDeck = loaded.courseDeck
        // So does `interview.apkg`, which needs only the outlines.
        let interviewDeck = InterviewDeckJob(
            loaded: loaded, cacheFolder: options.lessonCache, kept: options.keptCollection(of: SitePath.interviewDeck)
        )
        let lint: LintStep.Output
        do {
            lint = try steps.run("\(LintStep.name) (\(plan.lessons.count))") { try LintStep(lessonChecks: lessonChecks).run(loaded) }
        } catch {
            // Nothing was written: the staging folder made ready meanwhile goes back to being the spare tree.
            if case .success(let folder) = loaded.staging.wait() { folder.returnAsSpare() }
            throw error
        }
        report.diagnostics = lint.diagnostics

        var staging: StagingFolder?
        do {
            let (rendered, tree) = try steps.run(RenderStep.headline(plan)) {
                let folder = try loaded.staging.wait().get()
                staging = folder
                let tree = SiteTree(
                    root: folder.staging, previous: options.output, existing: folder.reusedFiles,
                    existingFolders: Set(folder.reusedFolders), published: loaded.previous.published
                )
                return (try RenderStep(loaded: loaded, tree: tree, options: options).run(checkDiagnostics: lint.checkDiagnostics), tree)
            }
            report.renderedLessons = rendered.renderedLessons
            report.renderedPages = rendered.renderedPages
            let outlines = rendered.outlines
            if courseDeck == nil, plan.work(BuildPlan.Unit.courseDeck) != .reuse {
                courseDeck = CourseDeckJob(
                    loaded: loaded, outlines: outlines, cards: rendered.cards, kept: options.keptCollection(of: SitePath.courseDeck)
                )
            }
            report.exportedDecks = try steps.run(DecksStep.headline(plan)) {
                try DecksStep(loaded: loaded, tree: tree, options: options).run(cards: rendered.cards, outlines: outlines)
            }
            try steps.run(SearchIndexStep.headline(outlines)) { try SearchIndexStep(plan: plan, tree: tree).run(outlines) }
            report.wroteSitemap = try steps.run(SitemapStep.headline(loaded.settings)) {
                try SitemapStep(plan: plan, tree: tree).run(outlines, baseURL: loaded.settings.baseURL)
            }
            guard let folder = staging else { throw SiteBuildError(step: PublishStep.name, file: nil, message: "no staging folder") }
            report.files = try steps.run(PublishStep.headline(options, upToDate: false)) {
                try PublishStep(loaded: loaded, staging: folder, tree: tree).run(
                    outlines: outlines, decks: [(SitePath.courseDeck, courseDeck?.wait), (SitePath.interviewDeck, interviewDeck?.wait)]
                )
            }
        } catch {
            if let staging {
                staging.discard()
            } else if case .success(let folder) = loaded.staging.wait() {
                // Stopped before anything was written (an interrupt at a progress line): kept as the spare tree.
                folder.returnAsSpare()
            }
            throw error
        }
        return report
    }
}

/// Runs the steps in order: prints each one's progress line (`[3/7] Rendering lessons (12)`) and names it in any
/// error its work throws.
private struct StepRunner {
    let names: [String]
    let progress: (String) throws -> Void
    private var done = 0

    init(names: [String], progress: @escaping (String) throws -> Void) {
        self.names = names
        self.progress = progress
    }

    /// The name of the step that runs next.
    var nextName: String { names[done] }

    /// Prints `headline` as the next step's progress line, then does its `work`.
    mutating func run<Output>(_ headline: String, _ work: () throws -> Output) throws -> Output {
        let name = nextName
        done += 1
        do {
            try progress("[\(done)/\(names.count)] \(headline)")
            return try work()
        } catch var error as SiteBuildError {
            if error.step.isEmpty { error.step = name }
            throw error
        } catch {
            throw SiteBuildError(step: name, file: nil, message: FileProblem.sentence(for: error))
        }
    }
}
