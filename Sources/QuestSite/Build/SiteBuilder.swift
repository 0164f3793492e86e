import Foundation
public import QuestCore

/// `quest build`: the site as a list of named steps over one context.
///
/// load → lint → render pages → export decks → search index and sitemap → publish. Every step writes into a staging
/// folder; only the last swaps it in, so the output folder changes all at once or not at all.
public struct SiteBuilder: Sendable {
    public let options: SiteOptions
    /// Checks run over each lesson besides the parser's own, as `quest lint` runs them; an error stops the build.
    public let lessonChecks: [any LessonCheck]

    public init(options: SiteOptions, lessonChecks: [any LessonCheck] = []) {
        self.options = options
        self.lessonChecks = lessonChecks
    }

    /// Step names, in order, as progress lines show them.
    public static let stepNames = steps.map(\.name)

    private static let steps: [any BuildStep] = [
        LoadStep(), LintStep(), RenderStep(), DecksStep(), SearchIndexStep(), PublishStep(),
    ]

    /// Runs every step, calling `progress` with a line like `[3/6] Rendering lessons (12)` before each.
    ///
    /// `progress` may throw to stop the build (an interrupt); the build then ends as if that step had failed.
    /// - Throws: `SiteBuildError` naming the step (and file) that failed; the output folder is then untouched.
    public func build(progress: (String) throws -> Void = { _ in }) throws -> BuildReport {
        let context = BuildContext(options: options)
        context.lessonChecks = lessonChecks
        let steps = Self.steps
        do {
            for (index, step) in steps.enumerated() {
                do {
                    try progress("[\(index + 1)/\(steps.count)] \(step.headline(context))")
                    try step.run(context)
                } catch var error as SiteBuildError {
                    if error.step.isEmpty { error.step = step.name }
                    throw error
                } catch {
                    throw SiteBuildError(step: step.name, file: nil, message: FileProblem.sentence(for: error))
                }
            }
        } catch {
            context.staging?.discard()
            throw error
        }
        return context.report
    }
}
