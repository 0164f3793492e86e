import Foundation
import QuestCore
import Testing
@testable import QuestGrader

/// No report carries a control character from learner text, nor a line GitHub Actions would read as a workflow
/// command, whatever the learner's program named or printed; and every `quest check` format names the seed.
@Suite("Learner text in reports")
struct VisibleTextTests {
    /// Text a hostile program puts everywhere it can: a row, a crash message, what it printed.
    static let hostile = "Lisbon\u{1B}[32m ✓ passed\u{1B}[0m\r\n::error file=a.swift,line=1::forged\n  ::set-output name=x::1\u{7}\u{9B}2J\u{202E}"

    @Test("each control character has a visible stand-in", arguments: [
        ("\u{1B}[32m", "␛[32m"),
        ("a\nb", "a␊b"),
        ("a\rb\tc", "a␍b␉c"),
        ("\u{0}\u{7F}", "␀␡"),
        ("\u{9B}2J", "\\u{9B}2J"),
        ("abc\u{202E}cba", "abc\\u{202E}cba"),
        ("::error::x", "\\::error::x"),
        ("   ::warning::x", "   \\::warning::x"),
        ("a :: b", "a :: b"),
        ("Málaga ✓ [Sort ▾]", "Málaga ✓ [Sort ▾]"),
    ])
    func line(text: String, shown: String) {
        #expect(VisibleText.line(text) == shown)
    }

    @Test("a block keeps its lines and guards each one")
    func block() {
        #expect(VisibleText.lines("ok\n::error::x\n\u{1B}[2K") == ["ok", "\\::error::x", "␛[2K"])
    }

    static let report = GradeReport(lesson: "lesson22", title: "Trips", exercises: [
        ExerciseGrade(
            exerciseID: "list-toolbar-search", title: "Exercise", entry: "ContentView", taskID: 1,
            checks: ["search-filter"], outcome: .failed,
            results: [CheckResult(check: "search-filter", name: "step \(hostile)", status: .fail, expected: "rows",
                                  actual: hostile, file: "ContentView.swift", line: 3, hint: hostile, picture: hostile)]
        ),
        ExerciseGrade(
            exerciseID: "deep-link-router", title: "Answer", entry: "Router", taskID: 2, checks: ["router"],
            outcome: .crashed, crash: CrashReport(message: hostile, file: "Router.swift", line: 9),
            message: "The code crashed: \(hostile)", output: hostile + "\n" + hostile
        ),
    ], seed: 4182)

    @Test("no format of quest check carries a control character or a workflow-command line, and each names the seed",
          arguments: ReportFormat.allCases)
    func checkFormats(format: ReportFormat) {
        let text = format.render(Self.report)
        Self.expectClean(text, allowingEscapesOf: [])
        #expect(text.contains("4182"))
    }

    @Test("quest check's text report in colour has only quest's own escapes")
    func colour() {
        let text = ReportFormat.text.render(Self.report, color: true)
        let withoutOwnColours = text.replacingOccurrences(of: "\u{1B}[32m", with: "").replacingOccurrences(of: "\u{1B}[31m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")
        Self.expectClean(withoutOwnColours, allowingEscapesOf: [])
        #expect(text.contains("␛[32m ✓ passed␛[0m"))
    }

    @Test("the seed note tells how to run the same probes again, in the text report and the failed tests' messages")
    func seedNote() throws {
        #expect(Self.report.seedNote == "seed 4182: quest check lesson22 --seed 4182 runs the same probes")
        #expect(ReportFormat.text.render(Self.report).split(separator: "\n")[1] == "seed 4182: quest check lesson22 --seed 4182 runs the same probes")
        let json = try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(Self.report).utf8)) as? [String: Any]
        let tests = try #require(json?["tests"] as? [[String: Any]])
        #expect(tests.allSatisfy { ($0["message"] as? String)?.hasSuffix("--seed 4182 runs the same probes") == true })
        #expect(ReportFormat.junit.render(Self.report).contains("<property name=\"seed\" value=\"4182\"/>"))
        #expect(!ReportFormat.text.render(GradeReport(lesson: "lesson22", title: "", exercises: [])).contains("seed"))
    }

    static let validation = ValidationReport(directory: "Lessons", lessons: 1, rows: [
        ValidationRow(lesson: "lesson22", item: "mutant \(hostile)", expected: "fails search-filter", result: "passed \(hostile)",
                      diagnostics: [Diagnostic(.error, at: QuestCore.SourceLocation(file: "Lessons/lesson22.md", line: 9),
                                               code: "mutant-passes", "the mutant passed: \(hostile)")]),
    ], jobs: 2, milliseconds: 1200, seed: 3)

    @Test("no format of quest validate carries a control character, and only github's own commands start with ::",
          arguments: ValidationFormat.allCases)
    func validateFormats(format: ValidationFormat) {
        let text = format.render(Self.validation)
        let ownCommands = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("::error file=") }
        #expect(ownCommands.count == (format == .github ? 1 : 0))
        Self.expectClean(text, allowingEscapesOf: format == .github ? ["::error file="] : [])
        #expect(format == .junit || text.contains("seed 3"))
    }

    /// No control character but the line feed, and no line starting (after blanks) with `::` other than `allowed`.
    static func expectClean(_ text: String, allowingEscapesOf allowed: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "control characters: \(controls.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        let commands = text.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("::") && !allowed.contains { trimmed.hasPrefix($0) }
        }
        #expect(commands.isEmpty, "workflow commands: \(commands)", sourceLocation: sourceLocation)
    }
}
