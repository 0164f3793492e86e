/// The formats `quest check --format` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// For people: ✓/✗ per check, the toolbar picture, a score. Colour only on a terminal.
    case text
    /// Exercism's test-runner `results.json`, version 3.
    case json
    /// JUnit XML, for CI systems.
    case junit

    /// Renders `report`.
    public func render(_ report: GradeReport, color: Bool = false) -> String {
        switch self {
        case .text: TextReport(color: color).render(report)
        case .json: ExercismReport().render(report)
        case .junit: JUnitReport().render(report)
        }
    }
}
