import Foundation
import QuestCLI
import Testing

/// A learner's workspace and the course it was started from: the workspace keeps working when the course moves,
/// says in one sentence how to point it at the course when it is gone, and two workspaces of a lesson keep apart.
@Suite("A workspace and its course: moved, gone, started twice")
struct WorkspaceCourseTests {
    /// A copy of the real course (lesson 22) in a fresh folder, and lesson 22's workspace started inside it.
    private func courseWithWorkspace() throws -> (root: URL, course: URL, workspace: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-moving-\(UUID().uuidString)")
        let course = root.appendingPathComponent("course")
        try FileManager.default.createDirectory(at: course, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: GradingCommandsTests.lessons, toPath: course.appendingPathComponent("Lessons").path)
        let workspace = course.appendingPathComponent("lesson22")
        let start = CLI.run("start", "lesson22", workspace.path, "--lessons", course.appendingPathComponent("Lessons").path)
        #expect(start.status == 0, "\(start.stderr)")
        return (root, course, workspace)
    }

    @Test("after the course folder moves, check, check --step, hint and progress still work in its workspace", .enabled(if: GradingCommandsTests.canGrade))
    func courseMoved() throws {
        let (root, course, _) = try courseWithWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let moved = root.appendingPathComponent("elsewhere/course-renamed")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: course, to: moved)
        let workspace = moved.appendingPathComponent("lesson22").path

        let check = CLI.run("check", "lesson22", workspace, "--exercise", "list-toolbar-search")
        #expect(check.status == 1, "the starter fails its checks: \(check.stderr)")
        #expect(check.stdout.contains("✗"), "\(check.stdout)")
        let step = CLI.run("check", "lesson22", workspace, "--step", "1")
        #expect(step.status == 1, "\(step.stderr)")
        #expect(step.stdout.contains("Step 1 of 7 not done yet"), "\(step.stdout)")
        let hint = CLI.run("hint", "lesson22", workspace, "--exercise", "list-toolbar-search")
        #expect(hint.status == 0, "\(hint.stderr)")
        #expect(hint.stdout.contains("hint 1 of 3"))
        let second = CLI.run("hint", "lesson22", workspace, "--exercise", "list-toolbar-search")
        #expect(second.stdout.contains("(../Site/lesson22/index.html#"), "the lesson's page, from the workspace: \(second.stdout)")
        let progress = CLI.run("progress", workspace)
        #expect(progress.status == 0, "\(progress.stderr)")
        #expect(progress.stdout.contains("✗  list-toolbar-search  failed ("), "\(progress.stdout)")
        for run in [check, step, hint, progress] {
            #expect(!run.stderr.contains("error"), "\(run.stderr)")
        }
    }

    @Test("with the course gone, every learner command says so in one sentence with the --lessons that fixes it")
    func courseGone() throws {
        let (root, course, workspace) = try courseWithWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        // The workspace stays where it was; the course (and the Lessons beside it) is gone.
        let kept = root.appendingPathComponent("lesson22")
        try FileManager.default.moveItem(at: workspace, to: kept)
        try FileManager.default.moveItem(
            at: course.appendingPathComponent(".quest-progress.json"), to: root.appendingPathComponent(".quest-progress.json")
        )
        try FileManager.default.removeItem(at: course)

        let runs: [(arguments: [String], status: Int32)] = [
            (["check", "lesson22", kept.path], 2), (["check", "lesson22", kept.path, "--step", "1"], 2),
            (["hint", "lesson22", kept.path], 1), (["progress", kept.path], 1),
        ]
        for (arguments, status) in runs {
            let run = CLI.run(arguments)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            let errors = run.stderr.split(separator: "\n")
            #expect(errors.count == 1, "one sentence: \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: cannot find the course this workspace was started from (it was in \(course.path)/Lessons)"), "\(run.stderr)")
            #expect(run.stderr.contains("run `quest \(arguments[0]) --lessons <the course's Lessons folder>`"), "\(run.stderr)")
            #expect(!run.stderr.contains("The operation could not be completed"))
        }

        // Naming the course (its folder or its Lessons) is the fix, for hint too.
        try FileManager.default.copyItem(atPath: GradingCommandsTests.lessons, toPath: root.appendingPathComponent("copy/Lessons").path)
        let named = CLI.run("hint", "lesson22", kept.path, "--lessons", root.appendingPathComponent("copy").path)
        #expect(named.stderr.contains("no graded run of lesson22 here"), "the course was found; nothing was graded yet: \(named.stderr)")
        let progress = CLI.run("progress", kept.path, "--lessons", root.appendingPathComponent("copy/Lessons").path)
        #expect(progress.status == 0, "\(progress.stderr)")
    }

    @Test("a second workspace of a lesson starts its hints afresh, and progress names the workspace that was checked", .enabled(if: GradingCommandsTests.canGrade))
    func secondWorkspace() throws {
        let (root, course, first) = try courseWithWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLI.run("check", "lesson22", first.path, "--exercise", "list-toolbar-search").status == 1)
        for _ in 1...3 { _ = CLI.run("hint", "lesson22", first.path, "--exercise", "list-toolbar-search") }

        let second = course.appendingPathComponent("again")
        #expect(CLI.run("start", "lesson22", second.path, "--lessons", course.appendingPathComponent("Lessons").path).status == 0)
        let early = CLI.run("hint", "lesson22", second.path, "--exercise", "list-toolbar-search")
        #expect(early.stderr.contains("run `quest check lesson22` first"), "nothing graded in the new workspace: \(early.stdout)")
        #expect(CLI.run("check", "lesson22", second.path, "--exercise", "list-toolbar-search").status == 1)
        let hint = CLI.run("hint", "lesson22", second.path, "--exercise", "list-toolbar-search")
        #expect(hint.stdout.hasPrefix("list-toolbar-search · hint 1 of 3"), "\(hint.stdout)")
        #expect(!hint.stdout.contains("reference solution"))
        let inFirst = CLI.run("hint", "lesson22", first.path, "--exercise", "list-toolbar-search")
        #expect(inFirst.stderr.contains("no graded run of lesson22 in"), "the record is the other workspace's: \(inFirst.stdout)\(inFirst.stderr)")

        let progress = CLI.run("progress", course.path)
        #expect(progress.stdout.contains("lesson22: "), "\(progress.stdout)")
        #expect(progress.stdout.contains("(again/)"), "\(progress.stdout)")
        let inside = CLI.run("progress", second.path)
        #expect(inside.stdout.contains("Next: fix list-toolbar-search in this folder"), "from inside the workspace: \(inside.stdout)")
    }

    @Test("the workspace README says how to compile what is there")
    func readme() throws {
        let (root, _, workspace) = try courseWithWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try String(contentsOf: workspace.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text.contains("`quest typecheck .`"), "\(text)")
        let metadata = try String(contentsOf: workspace.appendingPathComponent(".quest.json"), encoding: .utf8)
        #expect(metadata.contains("\"lessonsRelativePath\" : \"../Lessons\""), "\(metadata)")
    }
}
