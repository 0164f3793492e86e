public import QuestAnalyzer

/// JUnit's advice: a test suite named `advice` with no test cases, whose properties are the comments
/// (`advice.1` = `ContentView.swift:12:9: actionable: … [navigation-view]`), so CI shows them without counting them.
public enum AdviceJUnit {
    /// The suite's XML, indented as `JUnitReport`'s suites are (empty when there is no advice).
    public static func suite(_ advice: [Advice]) -> String {
        guard !advice.isEmpty else { return "" }
        var lines = ["  <testsuite name=\"advice\" tests=\"0\" failures=\"0\" errors=\"0\">", "    <properties>"]
        for (offset, item) in advice.enumerated() {
            let value = item.description + (item.section.map { " (read: \($0))" } ?? "")
            lines.append("      <property name=\"advice.\(offset + 1)\" value=\"\(XMLText.escape(VisibleText.line(value)))\"/>")
        }
        lines += ["    </properties>", "  </testsuite>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `report` (a whole JUnit document) with the advice suite as its last suite.
    public static func adding(_ advice: [Advice], to report: String) -> String {
        let suite = suite(advice)
        guard !suite.isEmpty, let end = report.range(of: "</testsuites>", options: .backwards) else { return report }
        return report.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: suite)
    }
}
