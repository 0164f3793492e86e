import Foundation
import QuestCore
import Testing
@testable import QuestGrader

/// `quest validate`'s advice rows, on a course written here: a lesson whose exercise block tunes the analyzer and
/// whose reference solution is written the old way.
@Suite("Advice in quest validate")
struct AdviceValidationTests {
    static let solution = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationView { Text("Trips").foregroundColor(.red) }
            }
        }
        """

    /// A lessons folder with lesson30 (its block's last line is `advice:` on line 17) and its solution.
    static func course(advice: String) throws -> (Course, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-advice-\(UUID().uuidString)/Lessons")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lesson30/solution"), withIntermediateDirectories: true)
        let lesson = """
            ---
            lesson: 30
            title: Lists
            ---

            Notes.

            ## Exercise

            Build it.

            ```quest-exercise
            id: lists
            entry: ContentView
            checks: router
            solution: lesson30/solution
            \(advice)
            ```

            """
        try lesson.write(to: folder.appendingPathComponent("lesson30.md"), atomically: true, encoding: .utf8)
        try solution.write(to: folder.appendingPathComponent("lesson30/solution/ContentView.swift"), atomically: true, encoding: .utf8)
        return (try CourseLoader().load(directory: folder.path), folder)
    }

    @Test("an unknown rule and a setting that lowers are errors at their column of the exercise block")
    func unknownSettings() throws {
        let (course, folder) = try Self.course(advice: "advice: navigation-veiw off, navigation-view informative")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let row = try #require(AdviceValidation.rows(for: course).first { $0.item == "lists · advice settings" })
        #expect(!row.holds)
        #expect(row.diagnostics.map(\.code) == ["unknown-advice-rule", "bad-advice-setting"])
        #expect(row.diagnostics.map(\.location.line) == [17, 17])
        #expect(row.diagnostics.map(\.location.column) == [9, 30])
        #expect(row.diagnostics.allSatisfy { $0.location.file.hasSuffix("lesson30.md") })
    }

    @Test("a reference solution with actionable advice fails its row at the solution's line; informative advice does not")
    func solutionAdvice() throws {
        let (course, folder) = try Self.course(advice: "advice: any-view off")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let rows = AdviceValidation.rows(for: course)
        #expect(rows.first { $0.item == "lists · advice settings" }?.holds == true)
        let row = try #require(rows.first { $0.item == "lists · solution advice" })
        #expect(!row.holds && row.result == "1 comment")
        let diagnostic = try #require(row.diagnostics.first)
        #expect(diagnostic.code == "solution-advice")
        #expect(diagnostic.location.file.hasSuffix("lesson30/solution/ContentView.swift"))
        #expect(diagnostic.location.line == 5 && diagnostic.location.column == 9)
        #expect(diagnostic.message.contains("[navigation-view]") && diagnostic.message.contains("advice: navigation-view off"))
    }

    @Test("turning the rule off in the block makes the solution's row hold")
    func tunedOff() throws {
        let (course, folder) = try Self.course(advice: "advice: navigation-view off")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let row = try #require(AdviceValidation.rows(for: course).first { $0.item == "lists · solution advice" })
        #expect(row.holds && row.result == "none" && row.expected == AdviceValidation.expected)
    }
}
