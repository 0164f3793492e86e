public import QuestProtocol
public import QuestCore

/// The verdict on one exercise of a lesson: how the run ended, each check's results, and what to show otherwise.
public struct ExerciseGrade: Hashable, Codable, Sendable {
    public var exerciseID: String
    public var title: String
    /// The type the learner writes (`ContentView`).
    public var entry: String
    /// The exercise's 1-based position in the lesson (Exercism's `task_id`).
    public var taskID: Int
    /// The checks the lesson names, in order.
    public var checks: [String]
    public var outcome: Outcome
    public var results: [CheckResult]
    /// Compiler diagnostics when the code did not compile (learner files first).
    public var diagnostics: [CompilerDiagnostic]
    /// When the contract the checks need is not met: `expected a type named Router with a method open(_:)`.
    public var contractProblems: [String]
    public var crash: CrashReport?
    /// The step running when the program stopped.
    public var interruptedStep: HarnessStep?
    /// One sentence for outcomes other than passed and failed.
    public var message: String?
    /// What the learner's code printed (capped), shown on a crash.
    public var output: String
    /// Protections the sandbox could not apply here.
    public var unavailable: [String]
    public var compileMilliseconds: Int
    public var runMilliseconds: Int
    /// The learner's toolbar as the harness laid it out, when grading asked for it (validate, `check --pictures`).
    public var reportedToolbar: ReportedToolbar?

    public init(
        exerciseID: String, title: String, entry: String, taskID: Int, checks: [String], outcome: Outcome,
        results: [CheckResult] = [], diagnostics: [CompilerDiagnostic] = [], contractProblems: [String] = [],
        crash: CrashReport? = nil, interruptedStep: HarnessStep? = nil, message: String? = nil,
        output: String = "", unavailable: [String] = [], compileMilliseconds: Int = 0, runMilliseconds: Int = 0
    ) {
        self.exerciseID = exerciseID
        self.title = title
        self.entry = entry
        self.taskID = taskID
        self.checks = checks
        self.outcome = outcome
        self.results = results
        self.diagnostics = diagnostics
        self.contractProblems = contractProblems
        self.crash = crash
        self.interruptedStep = interruptedStep
        self.message = message
        self.output = output
        self.unavailable = unavailable
        self.compileMilliseconds = compileMilliseconds
        self.runMilliseconds = runMilliseconds
    }

    /// Results that passed, for the score.
    public var passedCount: Int { results.filter { $0.status == .pass }.count }

    /// What the learner's code printed, without the runtime's crash report and backtrace, at most 20 lines.
    public var printedOutput: String {
        var kept: [Substring] = []
        for line in output.split(separator: "\n") {
            if line.hasPrefix("*** ") || line.hasPrefix("💣") { break }
            kept.append(line)
        }
        return kept.suffix(20).joined(separator: "\n")
    }
}

/// The verdict on a whole `quest check` run.
public struct GradeReport: Hashable, Codable, Sendable {
    public var lesson: String
    public var title: String
    public var exercises: [ExerciseGrade]
    /// Why nothing could be graded (no such lesson, no toolchain), so that a report is written whatever happens.
    public var problem: String?
    /// The lesson's build-along tutorial, so that the text report can say which step each failing check step
    /// belongs to.
    public var tutorial: Tutorial?
    /// The seed of the checks' random probes (`ProbeSeed`), when checks ran: every format reports it, so that
    /// `quest check --seed N` repeats a failure.
    public var seed: UInt64?

    public init(
        lesson: String, title: String, exercises: [ExerciseGrade], problem: String? = nil, tutorial: Tutorial? = nil,
        seed: UInt64? = nil
    ) {
        self.lesson = lesson
        self.title = title
        self.exercises = exercises
        self.problem = problem
        self.tutorial = tutorial
        self.seed = seed
    }

    /// `seed 4182: quest check lesson22 --seed 4182 runs the same probes`, the sentence each format shows.
    public var seedNote: String? {
        seed.map { "seed \($0): quest check \(lesson) --seed \($0) runs the same probes" }
    }

    /// 0 when every check passed, 2 when some exercise could not be compiled or run, else 1.
    public var exitCode: Int32 {
        if exercises.isEmpty || problem != nil { return 2 }
        return exercises.map(\.outcome.exitCode).max() ?? 0
    }

    /// Passed results over all results (a crash or limit counts each unfinished check as one failure).
    public var score: (passed: Int, total: Int) {
        exercises.reduce((0, 0)) { sum, grade in
            let unfinished = grade.outcome.ranToCompletion ? 0 : max(1, grade.checks.count - Set(grade.results.map(\.check)).count)
            return (sum.0 + grade.passedCount, sum.1 + grade.results.count + unfinished)
        }
    }
}
