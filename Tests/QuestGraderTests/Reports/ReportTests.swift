import Foundation
import Testing
@testable import QuestGrader

@Suite("Reports: text for people, Exercism results.json and JUnit for machines")
struct ReportTests {
    @Test("text report", arguments: [false, true])
    func text(color: Bool) {
        ReportFixture.expectGolden(
            TextReport(color: color).render(ReportFixture.report), named: color ? "report-color.txt" : "report.txt"
        )
    }

    @Test("Exercism results.json")
    func exercism() {
        ReportFixture.expectGolden(ExercismReport().render(ReportFixture.report), named: "results.json")
    }

    @Test("JUnit XML")
    func junit() {
        ReportFixture.expectGolden(JUnitReport().render(ReportFixture.report), named: "junit.xml")
    }

    @Test("results.json follows version 3 of Exercism's test-runner interface")
    func exercismSchema() throws {
        let data = Data(ExercismReport().render(ReportFixture.report).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["version"] as? Int == 3)
        #expect(["pass", "fail", "error"].contains(root["status"] as? String ?? ""))
        #expect(root.keys.contains("message"))
        let tests = try #require(root["tests"] as? [[String: Any]])
        #expect(tests.count == 7)
        for test in tests {
            #expect(Set(test.keys).isSubset(of: ["name", "status", "message", "output", "test_code", "task_id"]))
            #expect(test["name"] is String && test["test_code"] is String && test["task_id"] is Int)
            let status = try #require(test["status"] as? String)
            #expect(["pass", "fail", "error"].contains(status))
            if status != "pass" { #expect(test["message"] is String) }
            if let output = test["output"] as? String { #expect(output.count <= 500) }
        }
    }

    @Test("status is error, with a message, only when no test ran")
    func exercismError() throws {
        var report = ReportFixture.report
        report.exercises = [report.exercises[2]]
        let data = Data(ExercismReport().render(report).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["status"] as? String == "error")
        #expect((root["message"] as? String)?.contains("Extra.swift:3:9: error: cannot find 'trips' in scope") == true)
        #expect(root["tests"] == nil)
    }

    @Test("output is cut at 500 characters")
    func outputLimit() throws {
        let cut = try #require(ExercismReport.truncated(String(repeating: "x", count: 2_000)))
        #expect(cut.count == 500)
        #expect(cut.hasSuffix("[output truncated: more than 500 characters]"))
    }

    @Test("XML escaping", arguments: [
        ("a < b && c > \"d\" 'e'", "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &apos;e&apos;"),
        ("bell\u{07}tab\tline\n\u{1B}[0m", "bell␇tab␉line\n␛[0m"),
        ("✓ Zürich 🚀", "✓ Zürich 🚀"),
    ])
    func xmlEscaping(text: String, escaped: String) {
        #expect(XMLText.escape(text) == escaped)
    }

    @Test("exit codes: 0 all pass, 1 a check fails, 2 could not compile or run")
    func exitCodes() {
        var report = ReportFixture.report
        #expect(report.exitCode == 2)
        report.exercises.removeLast()
        #expect(report.exitCode == 1)
        report.exercises = [ExerciseGrade(exerciseID: "a", title: "", entry: "A", taskID: 1, checks: ["router"], outcome: .passed)]
        #expect(report.exitCode == 0)
    }
}
