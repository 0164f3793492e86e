import Foundation
import QuestCore
import Testing
@testable import QuestGrader

/// Where `quest validate`'s rows point and what they say: a tutorial step that does not hold never reads "passed",
/// each step has its own time, a wrong claim is an error at the claim, a mutant that is not caught at its `fails` file.
@Suite("Validate's rows: results, times and places")
struct ValidationRowPlacesTests {
    @Test("a claim the step does not turn green is an error at the claim's line, and the row does not say passed",
          .enabled(if: GraderFixture.available, "QuestUI and QuestChecks are not built"))
    func wrongClaim() throws {
        // Step 1 also claims what only step 2 turns green.
        let claim = "- router › opening https://quest.example/trips/42/log gives [.trip(id: 42), .log(tripID: 42)]\n"
        let (rows, lesson) = try TutorialReplayTests().replay { text in
            text.replacingOccurrences(of: "- router › a second link replaces the stack: /trips/<id>/log then /trips/<id>\n",
                                      with: "- router › a second link replaces the stack: /trips/<id>/log then /trips/<id>\n" + claim)
        }
        let first = try #require(rows.first)
        #expect(!first.holds)
        #expect(first.result == "claims differ", "\(first.result)")
        let error = try #require(first.diagnostics.first { $0.code == "tutorial-step-claims-differ" })
        let claimLine = try #require(lesson.tutorial?.steps[0].claims.last?.line)
        #expect(error.location.line == claimLine && claimLine != lesson.tutorial?.steps[0].line)
        #expect(rows.allSatisfy { $0.milliseconds > 0 }, "each step row is timed by its own step")
    }

    @Test("a mutant that passes, or fails another check, is an error in its fails file")
    func mutantAtFailsFile() {
        let step = ValidationStep(lesson: GradeVerdictTests.lesson, kind: GradeVerdictTests.mutant, exercises: [(GradeVerdictTests.exercise, 1)])
        for grade in [GradeVerdictTests.grade(.passed, passing: ["toolbar-layout", "search-filter"]),
                      GradeVerdictTests.grade(.failed, failing: ["toolbar-layout"], passing: ["search-filter"])] {
            let verdict = GradeVerdict(step: step, exercise: GradeVerdictTests.exercise, lessonsDirectory: "Lessons").judge(grade)
            let placed = verdict.diagnostics.map { CourseValidator.locatedAtFailsFile($0, of: step, lessonsDirectory: "Lessons") }
            #expect(placed.map(\.location) == [SourceLocation(file: "Lessons/lesson22/mutants/case-sensitive-filter/fails", line: 1)])
        }
        let broken = GradeVerdict(step: step, exercise: GradeVerdictTests.exercise, lessonsDirectory: "Lessons").judge(GradeVerdictTests.grade(.didNotCompile))
        let kept = broken.diagnostics.map { CourseValidator.locatedAtFailsFile($0, of: step, lessonsDirectory: "Lessons") }
        #expect(kept.map(\.location) == [SourceLocation(file: "Lessons/lesson22.md", line: 20)], "a compile error stays at the exercise")
    }
}
