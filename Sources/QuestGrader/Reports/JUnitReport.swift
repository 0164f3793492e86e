import Foundation

/// JUnit XML for CI systems: a test suite per exercise, a test case per check step; an exercise that did not compile or
/// did not finish adds an `<error>` case saying why. Each suite's `seed` property is the run's seed (`ProbeSeed`).
public struct JUnitReport: Sendable {
    public init() {}

    public func render(_ report: GradeReport) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0)
        for grade in report.exercises {
            var cases: [String] = []
            var failures = 0
            var errors = 0
            for result in grade.results {
                let attributes = "classname=\"\(attribute("\(report.lesson).\(grade.exerciseID).\(result.check)"))\" "
                    + "name=\"\(attribute(result.name))\""
                if result.status == .pass, !result.hint.isEmpty {
                    // Advice: a pass that says how the code could be better, with its expected and actual.
                    cases.append("    <testcase \(attributes)><system-out>\(XMLText.escape(ExercismReport.message(for: result)))</system-out></testcase>")
                } else if result.status == .pass {
                    cases.append("    <testcase \(attributes)/>")
                } else {
                    failures += 1
                    let message = ExercismReport.message(for: result)
                    cases.append("""
                            <testcase \(attributes)>
                              <failure message="\(attribute(result.expected.isEmpty ? result.name : result.expected))">\(XMLText.escape(message))</failure>
                            </testcase>
                        """)
                }
            }
            if !grade.outcome.ranToCompletion {
                errors += 1
                let message = ExercismReport.message(for: grade)
                let running = grade.interruptedStep.map { [$0.check] } ?? []
                let classname = ([report.lesson, grade.exerciseID] + running).joined(separator: ".")
                cases.append("""
                        <testcase classname="\(attribute(classname))" name="\(attribute(grade.outcome.rawValue))">
                          <error type="\(attribute(grade.outcome.rawValue))" message="\(attribute(grade.message ?? grade.outcome.rawValue))">\(XMLText.escape(message))</error>
                        </testcase>
                    """)
            }
            totals.tests += cases.count
            totals.failures += failures
            totals.errors += errors
            let properties = report.seed.map {
                ["    <properties>", "      <property name=\"seed\" value=\"\($0)\"/>", "    </properties>"]
            } ?? []
            suites.append(
                "  <testsuite name=\"\(attribute(grade.exerciseID))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
                    + (properties + cases).joined(separator: "\n") + (properties.isEmpty && cases.isEmpty ? "" : "\n") + "  </testsuite>"
            )
        }
        if let problem = report.problem {
            totals.tests += 1
            totals.errors += 1
            suites.insert("""
                  <testsuite name="\(attribute(report.lesson))" tests="1" failures="0" errors="1">
                    <testcase classname="\(attribute(report.lesson))" name="grading">
                      <error type="could not run" message="\(attribute(problem))">\(XMLText.escape(problem))</error>
                    </testcase>
                  </testsuite>
                """, at: 0)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(attribute("quest check \(report.lesson)"))" tests="\(totals.tests)" failures="\(totals.failures)" errors="\(totals.errors)">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }

    /// Attribute values keep to one line: newlines become spaces before escaping.
    private func attribute(_ text: String) -> String {
        XMLText.escape(text.replacingOccurrences(of: "\n", with: " "))
    }
}
