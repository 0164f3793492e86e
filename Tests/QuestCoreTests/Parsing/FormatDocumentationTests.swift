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

    @Test("documents every course.md key with its default")
    func courseKeysDocumented() throws {
        let docs = try String(contentsOf: TestCourse.root.appendingPathComponent("Docs/lesson-format.md"), encoding: .utf8)
        let undocumented = CourseSettingsParser.knownKeys.filter { !docs.contains("| `\($0)` |") }
        #expect(undocumented.isEmpty, "add these course.md keys to Docs/lesson-format.md: \(undocumented)")
        let defaults = CourseSettings.defaults
        for value in [defaults.title, defaults.language, defaults.deckName] {
            #expect(docs.contains("| `\(value)` |"), "Docs/lesson-format.md should give the default `\(value)`")
        }
    }
}
