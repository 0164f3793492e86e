import Foundation
import QuestCLI
import Testing

/// `quest hint` and `quest progress` over a course folder made by `quest start` from the real lesson 22, graded for real.
@Suite("The learner's loop: hints in order and progress across the course")
struct LearnerLoopTests {
    /// A course folder with lesson 22's workspace in it, checked once with the starter files (which fail).
    private func startedCourse() throws -> (course: String, workspace: String, lessons: URL) {
        let lessons = URL(fileURLWithPath: GradingCommandsTests.lessons)
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("quest-loop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: course, withIntermediateDirectories: true)
        let workspace = course + "/lesson22"
        let start = CLI.run("start", "lesson22", workspace, "--lessons", lessons.path)
        #expect(start.status == 0, "\(start.stderr)")
        return (course, workspace, lessons)
    }

    @Test("progress lists lesson 22's two exercises: not started after start, then their last results", .enabled(if: GradingCommandsTests.canGrade))
    func progress() throws {
        let (course, workspace, lessons) = try startedCourse()
        defer { try? FileManager.default.removeItem(atPath: course) }

        let fresh = CLI.run("progress", course)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stdout.contains("·  list-toolbar-search  not started"))
        #expect(fresh.stdout.contains("·  deep-link-router  not started"))
        #expect(fresh.stdout.contains("0 of 2 exercises passed."))

        #expect(CLI.run("check", "lesson22", workspace).status == 1)
        try FileManager.default.removeItem(atPath: workspace + "/Router.swift")
        for name in ["Router.swift", "RootView.swift"] {
            try FileManager.default.copyItem(atPath: lessons.path + "/lesson22/solution/" + name, toPath: workspace + "/" + name)
        }
        #expect(CLI.run("check", "lesson22", workspace, "--exercise", "deep-link-router").status == 0)

        let after = CLI.run("progress", workspace)
        #expect(after.status == 0, "\(after.stderr)")
        let lines = after.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("✗  list-toolbar-search  failed (") }, "\(after.stdout)")
        #expect(lines.contains { $0.hasPrefix("✓  deep-link-router  passed (") }, "\(after.stdout)")
        #expect(after.stdout.contains("1 of 2 exercises passed."))
        #expect(after.stdout.contains("Next: fix list-toolbar-search"))
        let record = try String(contentsOfFile: course + "/.quest-progress.json", encoding: .utf8)
        #expect(record.contains("\"workspace\" : \"lesson22\""))
    }

    @Test("hint gives three different hints for the failing step: the check's, the lesson's, then the solution's lines", .enabled(if: GradingCommandsTests.canGrade))
    func hints() throws {
        let (course, workspace, lessons) = try startedCourse()
        defer { try? FileManager.default.removeItem(atPath: course) }

        let early = CLI.run("hint", "lesson22", workspace)
        #expect(early.status == 1)
        #expect(early.stderr.contains("run `quest check lesson22` first"))

        #expect(CLI.run("check", "lesson22", workspace, "--exercise", "list-toolbar-search").status == 1)
        let hints = (1...3).map { _ in CLI.run("hint", "lesson22", workspace, "--exercise", "list-toolbar-search") }
        for (number, hint) in hints.enumerated() {
            #expect(hint.status == 0, "\(hint.stderr)")
            #expect(hint.stdout.hasPrefix("list-toolbar-search · hint \(number + 1) of 3"), "\(hint.stdout)")
        }
        #expect(Set(hints.map(\.stdout)).count == 3, "three different hints")
        #expect(hints[0].stdout.contains("Expected: "))
        #expect(hints[1].stdout.contains("Site/lesson22/index.html#"))
        #expect(hints[2].stdout.contains("The reference solution's ContentView.swift has these lines that yours does not:"))
        #expect(!hints[0].stdout.contains(" | ") && !hints[1].stdout.contains("reference solution"), "no solution lines before the third time")

        let fourth = CLI.run("hint", "lesson22", workspace, "--exercise", "list-toolbar-search")
        #expect(fourth.stdout.contains("hint 3 of 3"))

        try FileManager.default.removeItem(atPath: workspace + "/ContentView.swift")
        try FileManager.default.copyItem(
            atPath: lessons.path + "/lesson22/solution/ContentView.swift", toPath: workspace + "/ContentView.swift"
        )
        #expect(CLI.run("check", "lesson22", workspace, "--exercise", "list-toolbar-search").status == 0)
        let passed = CLI.run("hint", "lesson22", workspace, "--exercise", "list-toolbar-search")
        #expect(passed.status == 0)
        #expect(passed.stdout.contains("nothing to hint"))
    }
}
