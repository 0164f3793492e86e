/// `quest validate --format junit`: a test suite per lesson, a test case per row of the summary table; a row that does
/// not hold carries a `<failure>` listing its errors in the compiler's format.
public struct ValidationJUnitReport: Sendable {
    public init() {}

    public func render(_ report: ValidationReport) -> String {
        var lessons: [String] = []
        for row in report.rows where !lessons.contains(row.lesson) { lessons.append(row.lesson) }
        var suites: [String] = []
        for lesson in lessons {
            let rows = report.rows.filter { $0.lesson == lesson }
            let failures = rows.filter { !$0.holds }.count
            let seconds = Double(rows.map(\.milliseconds).reduce(0, +)) / 1000
            var cases: [String] = []
            for row in rows {
                let attributes = "classname=\"\(attribute(lesson))\" name=\"\(attribute(row.item))\" "
                    + "time=\"\(Double(row.milliseconds) / 1000)\""
                if row.holds {
                    cases.append("    <testcase \(attributes)/>")
                } else {
                    let errors = row.diagnostics.filter { $0.severity == .error }
                    let text = errors.map { VisibleText.block($0.description) }.joined(separator: "\n")
                    cases.append("""
                            <testcase \(attributes)>
                              <failure message="\(attribute("expected: \(row.expected); result: \(row.result)"))">\(XMLText.escape(text))</failure>
                            </testcase>
                        """)
                }
            }
            suites.append(
                "  <testsuite name=\"\(attribute(lesson))\" tests=\"\(rows.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(seconds)\">\n"
                    + cases.joined(separator: "\n") + "\n  </testsuite>"
            )
        }
        let failures = report.rows.filter { !$0.holds }.count
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(attribute("quest validate \(report.directory)"))" tests="\(report.rows.count)" failures="\(failures)" errors="0" time="\(Double(report.milliseconds) / 1000)">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }

    /// Attribute values keep to one line: newlines become spaces before escaping.
    private func attribute(_ text: String) -> String {
        XMLText.escape(text.replacingOccurrences(of: "\n", with: " "))
    }
}
