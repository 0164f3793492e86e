import QuestAnalyzer
import Testing
@testable import QuestGrader

/// The Advice section in each report format, with learner-derived text that tries to break out of it.
@Suite("Advice in reports")
struct AdviceReportTests {
    /// A message naming the learner's code, which can carry anything the learner wrote in a name or a literal.
    static let hostile = Advice(
        rule: "role-placement", kind: .informative, message: "\"Add\u{1B}[32m\" has a role\n::error::fake 100% <b>&",
        file: "Content View.swift", line: 12, column: 9, section: TeachingSection(lesson: "lesson22", anchor: "notes")
    )

    @Test("text: a heading after the report, one line per comment, control characters shown, the section to read")
    func text() {
        let text = ReportFormat.text.render(ReportFixture.report, advice: [Self.hostile])
        let advice = text.components(separatedBy: AdviceText.heading + ":\n").last ?? ""
        #expect(text.contains("Score: ") && text.range(of: "Score: ")!.lowerBound < text.range(of: AdviceText.heading)!.lowerBound)
        #expect(advice == "  Content View.swift:12:9: informative: \"Add␛[32m\" has a role␊::error::fake 100% <b>& [role-placement]\n      read: lesson22#notes\n")
        #expect(ReportFormat.text.render(ReportFixture.report) == TextReport().render(ReportFixture.report))
    }

    @Test("github: a ::notice per comment, its message escaped as one command")
    func github() {
        let notices = AdviceGitHub.notices([Self.hostile], directory: "work")
        #expect(notices == "::notice file=work/Content View.swift,line=12,col=9,title=informative%3A role-placement::\"Add␛[32m\" has a role%0A::error::fake 100%25 <b>& (read: lesson22#notes)\n")
        #expect(notices.split(separator: "\n").count == 1)
    }

    @Test("junit: an advice suite with no test cases, each comment an escaped property")
    func junit() {
        let xml = ReportFormat.junit.render(ReportFixture.report, advice: [Self.hostile])
        #expect(xml.contains("  <testsuite name=\"advice\" tests=\"0\" failures=\"0\" errors=\"0\">\n    <properties>\n      <property name=\"advice.1\" value=\"Content View.swift:12:9: informative: &quot;Add␛[32m&quot; has a role␊::error::fake 100% &lt;b&gt;&amp; [role-placement] (read: lesson22#notes)\"/>"))
        #expect(xml.hasSuffix("  </testsuite>\n</testsuites>\n"))
        #expect(xml.components(separatedBy: "<testcase").count == JUnitReport().render(ReportFixture.report).components(separatedBy: "<testcase").count)
    }

    @Test("json: the version-3 keys stay as they are, with an extra advice array")
    func json() throws {
        let plain = ReportFormat.json.render(ReportFixture.report)
        let with = ReportFormat.json.render(ReportFixture.report, advice: [Self.hostile])
        #expect(!plain.contains("\"advice\""))
        #expect(with.contains("\"advice\" : [\n    {\n      \"column\" : 9,\n      \"file\" : \"Content View.swift\",\n      \"line\" : 12,\n      \"message\" : \"\\\"Add␛[32m\\\" has a role␊::error::fake 100% <b>&\",\n      \"rule\" : \"role-placement\",\n      \"section\" : \"lesson22#notes\",\n      \"type\" : \"informative\"\n    }\n  ]"))
        #expect(with.replacing(#/  "advice" : \[[\s\S]*?\n  \],\n/#, with: "") == plain)
    }
}
