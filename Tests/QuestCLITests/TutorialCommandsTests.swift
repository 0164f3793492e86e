import Foundation
import QuestCLI
import Testing

/// `quest check --step`, the full check's pointers into the tutorial, `quest start`'s mention of it and `quest
/// draft`'s usage, on the real course (lesson 22 and its build-along).
@Suite("Build-along commands: check --step, draft")
struct TutorialCommandsTests {
    static let lessons = GradingCommandsTests.lessons

    @Test("--step 1 fails on the starter and passes on the solution, saying what comes next", .enabled(if: GradingCommandsTests.canGrade))
    func stepOne() {
        let starter = CLI.run("check", "lesson22", GradingCommandsTests.starter, "--lessons", Self.lessons, "--step", "1")
        #expect(starter.status == 1, "\(starter.stderr)")
        #expect(starter.stdout.contains("Step 1 of 7 not done yet: “Add a search field” still needs `search-filter › the list has a search field`"))
        #expect(!starter.stdout.contains("not done yet: Step 1:"), "the step is named once")
        // Only what step 1 turns green is graded: the toolbar's and the router's steps are left out.
        #expect(!starter.stdout.contains("toolbar has an Add button"))
        let solution = CLI.run("check", "lesson22", GradingCommandsTests.solution, "--lessons", Self.lessons, "--step", "1")
        #expect(solution.status == 0, "\(solution.stdout)\(solution.stderr)")
        #expect(solution.stdout.contains("Step 1 of 7 done — next: Step 2: Filter the rows as you type"))
        let last = CLI.run("check", "lesson22", GradingCommandsTests.solution, "--lessons", Self.lessons, "--step", "7")
        #expect(last.status == 0)
        #expect(last.stdout.contains("Step 7 of 7 done — that was the last step"))
    }

    @Test("--step beyond the last step is a usage error that says how many steps there are")
    func stepOutOfRange() {
        let run = CLI.run("check", "lesson22", GradingCommandsTests.starter, "--lessons", Self.lessons, "--step", "8")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--step must be between 1 and 7: the tutorial of lesson22 has 7 steps"))
        #expect(CLI.run("check", "lesson22", GradingCommandsTests.starter, "--lessons", Self.lessons, "--step", "zero").status == 64)
    }

    @Test("the full check says which tutorial step each failing check step belongs to", .enabled(if: GradingCommandsTests.canGrade))
    func fullCheckPointsIntoTheTutorial() {
        let run = CLI.run("check", "lesson22", GradingCommandsTests.starter, "--lessons", Self.lessons)
        #expect(run.status == 1)
        #expect(run.stdout.contains("tutorial: Step 1: Add a search field (quest check lesson22 --step 1)"))
        #expect(run.stdout.contains("tutorial: Step 5: Open a trip from a link (quest check lesson22 --step 5)"))
    }

    @Test("start mentions the tutorial; draft drafts only tutorials")
    func startAndDraftUsage() throws {
        let folder = GradingCommandsTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = CLI.run("start", "lesson22", folder, "--lessons", Self.lessons)
        #expect(start.status == 0)
        #expect(start.stdout.contains("build-along tutorial (7 steps"))
        #expect(start.stdout.contains("quest check lesson22 --step 1"))
        let draft = CLI.run("draft", "answers", "lesson22", "--lessons", Self.lessons)
        #expect(draft.status == 64)
        #expect(draft.stderr.contains("quest draft tutorial <lesson>"))
    }
}
