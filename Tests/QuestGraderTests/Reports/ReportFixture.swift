import Foundation
import Testing
@testable import QuestGrader

/// A lesson's grading with every kind of outcome, and golden-file comparison.
enum ReportFixture {
    static let report = GradeReport(lesson: "lesson22", title: "Toolbars, menus, and search", exercises: [
        ExerciseGrade(
            exerciseID: "list-toolbar-search", title: "Exercise", entry: "ContentView", taskID: 1,
            checks: ["toolbar-layout", "search-filter"], outcome: .failed,
            results: [
                CheckResult(check: "toolbar-layout", name: "an Add button sits in the toolbar with a placement role",
                            status: .pass, picture: "iPhone SE  [Sort ▾]  Trips  [+]\niPad       [Sort ▾]  Trips  [+]"),
                CheckResult(check: "toolbar-layout", name: "tapping Add adds exactly one row", status: .pass,
                            picture: "iPhone SE  [Sort ▾]  Trips  [+]\niPad       [Sort ▾]  Trips  [+]"),
                CheckResult(check: "search-filter", name: "typing \"LIS\" narrows the rows after every keystroke",
                            status: .fail, expected: "[\"Lisbon\"]", actual: "no rows", file: "ContentView.swift", line: 14,
                            hint: "Compare case-insensitively: localizedStandardContains(_:) or lowercased().", section: "#notes"),
                CheckResult(check: "search-filter", name: "an accented row is found by its plain spelling", status: .pass,
                            hint: "Zürich is not found by \"zurich\"; localizedStandardContains(_:) ignores accents.", section: "#notes"),
            ],
            unavailable: []
        ),
        ExerciseGrade(
            exerciseID: "deep-link-router", title: "Answer", entry: "Router", taskID: 2, checks: ["router"],
            outcome: .crashed,
            results: [CheckResult(check: "router", name: "opening https://quest.example/trips/7 gives [.trip(id: 7)]", status: .pass)],
            crash: CrashReport(message: "Index out of range", file: "Router.swift", line: 21),
            interruptedStep: HarnessStep(check: "router", name: "a malformed link leaves the path unchanged"),
            message: "The code crashed during \"a malformed link leaves the path unchanged\" (router): Index out of range at Router.swift:21.",
            output: "opening <link> & \"more\"\n*** Signal 4: Backtracing\n"
        ),
        ExerciseGrade(
            exerciseID: "extra", title: "Exercise", entry: "Extra", taskID: 3, checks: ["router"], outcome: .didNotCompile,
            diagnostics: [CompilerDiagnostic(
                severity: "error", file: "Extra.swift", line: 3, column: 9, message: "cannot find 'trips' in scope",
                excerpt: "    List(trips) { Text($0) }\n         ^~~~~", inLearnerFile: true
            )],
            message: "The code did not compile: 1 error(s)."
        ),
    ])

    /// Compares `text` with `Goldens/<name>`; `QUEST_RECORD_GOLDENS=1` rewrites the file instead (review the diff).
    static func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["QUEST_RECORD_GOLDENS"] == "1" {
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing golden \(name)>"
        #expect(text == golden, "differs from Goldens/\(name); QUEST_RECORD_GOLDENS=1 re-records", sourceLocation: sourceLocation)
    }
}
