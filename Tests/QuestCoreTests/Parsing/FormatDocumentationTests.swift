import Foundation
import QuestCore
import Testing

@Suite("Docs/lesson-format.md")
struct FormatDocumentationTests {
    @Test("documents every diagnostic code the parser can emit")
    func everyCodeDocumented() throws {
        let docs = try String(contentsOf: TestCourse.root.appendingPathComponent("Docs/lesson-format.md"), encoding: .utf8)
        let undocumented = DiagnosticCode.allCases.map(\.rawValue).filter { !docs.contains("`\($0)`") }
        #expect(undocumented.isEmpty, "add these codes to Docs/lesson-format.md: \(undocumented)")
    }
}
