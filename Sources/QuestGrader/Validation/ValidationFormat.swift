/// The formats `quest validate --format` writes.
public enum ValidationFormat: String, CaseIterable, Sendable {
    /// Diagnostics in the compiler's format (`Lessons/lesson22.md:57:5: error: … [code]`), the table, a summary.
    case text
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`) so that each problem shows on its line, then the table.
    case github
    /// JUnit XML, a test suite per lesson and a test case per row.
    case junit

    /// Renders `report`. Text from graded programs goes through `VisibleText` (the table's cells, the diagnostics of
    /// the text format), `GitHubAnnotation`'s escapes (the github format's commands) or `XMLText` (junit).
    public func render(_ report: ValidationReport) -> String {
        switch self {
        case .text:
            let diagnostics = report.diagnostics.map { VisibleText.block($0.description) + "\n" }.joined()
            return diagnostics + (diagnostics.isEmpty ? "" : "\n") + ValidationTable.render(report.rows) + "\n" + report.summary + "\n"
        case .github:
            let annotations = report.diagnostics.map { GitHubAnnotation(diagnostic: $0).command + "\n" }.joined()
            return annotations + ValidationTable.render(report.rows) + "\n" + report.summary + "\n"
        case .junit:
            return ValidationJUnitReport().render(report)
        }
    }
}
