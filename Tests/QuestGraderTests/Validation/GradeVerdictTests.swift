import QuestCore
@testable import QuestGrader
import Testing

/// What `quest validate` concludes from a grade, for each kind of step: table-driven over made-up grades.
@Suite("validation verdicts")
struct GradeVerdictTests {
    static let exercise = Exercise(
        id: "list-toolbar-search", title: "Exercise", prompt: "", entry: "ContentView",
        checks: ["toolbar-layout", "search-filter"], starter: "lesson22/starter", solution: "lesson22/solution",
        mutants: "lesson22/mutants", line: 20
    )
    static let lesson = Lesson(number: 22, slug: "lesson22", title: "Toolbars", file: "Lessons/lesson22.md", exercises: [exercise])

    static func grade(_ outcome: Outcome, failing: [String] = [], passing: [String] = [], interrupted: String? = nil) -> ExerciseGrade {
        let results = passing.map { CheckResult(check: $0, name: "step", status: .pass) }
            + failing.map { CheckResult(check: $0, name: "step", status: .fail, expected: "rows in order", actual: "rows sorted") }
        return ExerciseGrade(
            exerciseID: exercise.id, title: "Exercise", entry: "ContentView", taskID: 1, checks: exercise.checks,
            outcome: outcome, results: results,
            interruptedStep: interrupted.map { HarnessStep(check: $0, name: "typing") },
            message: outcome.ranToCompletion ? nil : "The code crashed."
        )
    }

    static let starter = ValidationStep.Kind.starter(folder: "lesson22/starter")
    static let solution = ValidationStep.Kind.solution(folder: "lesson22/solution")
    static let mutant = ValidationStep.Kind.mutant(
        name: "case-sensitive-filter", folder: "lesson22/mutants/case-sensitive-filter", solution: "lesson22/solution",
        check: "search-filter"
    )

    @Test("each kind of step holds or fails with its own code", arguments: [
        (starter, grade(.failed, failing: ["toolbar-layout"]), nil, "failed toolbar-layout"),
        (starter, grade(.passed, passing: ["toolbar-layout", "search-filter"]), "starter-passes", "passed"),
        (starter, grade(.didNotCompile), "starter-does-not-compile", "did not compile"),
        (solution, grade(.passed, passing: ["toolbar-layout", "search-filter"]), nil, "passed"),
        (solution, grade(.failed, failing: ["search-filter"]), "solution-fails", "failed search-filter"),
        (solution, grade(.crashed, interrupted: "toolbar-layout"), "solution-fails", "crashed in toolbar-layout"),
        (mutant, grade(.failed, failing: ["search-filter"], passing: ["toolbar-layout"]), nil, "failed search-filter"),
        (mutant, grade(.crashed, passing: ["toolbar-layout"], interrupted: "search-filter"), nil, "crashed in search-filter"),
        (mutant, grade(.passed, passing: ["toolbar-layout", "search-filter"]), "mutant-passes", "passed"),
        (mutant, grade(.failed, failing: ["toolbar-layout"], passing: ["search-filter"]), "mutant-fails-other-check", "failed toolbar-layout"),
        (mutant, grade(.didNotCompile), "mutant-does-not-compile", "did not compile"),
        (mutant, grade(.couldNotRun), "could-not-grade", "could not run"),
    ])
    func verdicts(kind: ValidationStep.Kind, grade: ExerciseGrade, code: String?, result: String) {
        let step = ValidationStep(lesson: Self.lesson, kind: kind, exercises: [(Self.exercise, 1)])
        let verdict = GradeVerdict(step: step, exercise: Self.exercise, lessonsDirectory: "Lessons").judge(grade)
        #expect(verdict.result == result)
        #expect(verdict.diagnostics.map(\.code) == (code.map { [$0] } ?? []))
        for diagnostic in verdict.diagnostics {
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.location == SourceLocation(file: "Lessons/lesson22.md", line: 20))
        }
    }

    @Test("a failing solution names the first failed step, with what was expected")
    func solutionMessage() throws {
        let step = ValidationStep(lesson: Self.lesson, kind: Self.solution, exercises: [(Self.exercise, 1)])
        let verdict = GradeVerdict(step: step, exercise: Self.exercise, lessonsDirectory: "Lessons")
            .judge(Self.grade(.failed, failing: ["search-filter"]))
        let message = try #require(verdict.diagnostics.first).message
        #expect(message == "the reference solution Lessons/lesson22/solution does not pass list-toolbar-search: "
            + "search-filter › step: expected: rows in order; actual: rows sorted")
    }
}
