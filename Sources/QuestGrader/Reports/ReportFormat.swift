public import QuestAnalyzer

/// The formats `quest check --format` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// For people: ✓/✗ per check, the toolbar picture, a score. Colour only on a terminal.
    case text
    /// Exercism's test-runner `results.json`, version 3.
    case json
    /// JUnit XML, for CI systems.
    case junit
    /// For GitHub Actions: the text report, then each piece of advice as a `::notice` on the learner's line.
    case github

    /// Renders `report`, with the analyzer's `advice` after the checks (none: `--no-advice`). Advice never changes a
    /// verdict: every format keeps it apart from the tests it counts.
    public func render(_ report: GradeReport, color: Bool = false, advice: [Advice] = [], directory: String = "") -> String {
        switch self {
        case .text: TextReport(color: color).render(report) + AdviceText.render(advice)
        case .json: ExercismReport(advice: advice).render(report)
        case .junit: AdviceJUnit.adding(advice, to: JUnitReport().render(report))
        case .github: TextReport().render(report) + AdviceText.render(advice) + AdviceGitHub.notices(advice, directory: directory)
        }
    }
}
