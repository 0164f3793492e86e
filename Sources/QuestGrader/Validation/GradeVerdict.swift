public import QuestCore

/// Judges one exercise's grade against what a validation step expects of it: a starter compiles and fails, a solution
/// passes, a mutant fails the check its `fails` file names. Returns the table's result and, when it does not hold,
/// an error at the exercise block's line.
public struct GradeVerdict: Sendable {
    public var step: ValidationStep
    public var exercise: Exercise
    /// The lessons folder, to name the graded folder as `Lessons/lesson22/starter`.
    public var lessonsDirectory: String

    public init(step: ValidationStep, exercise: Exercise, lessonsDirectory: String) {
        self.step = step
        self.exercise = exercise
        self.lessonsDirectory = lessonsDirectory
    }

    /// The row's result and diagnostics for `grade`.
    public func judge(_ grade: ExerciseGrade) -> (result: String, diagnostics: [Diagnostic]) {
        let result = Self.describe(grade)
        let place = SourceLocation(file: step.lesson.file, line: exercise.line)
        func error(_ code: String, _ message: String) -> (String, [Diagnostic]) {
            (result, [Diagnostic(.error, at: place, code: code, message)])
        }
        if let problem = checkFileCouldNotRun(grade) { return (result, [problem]) }
        if grade.outcome == .couldNotRun {
            return error("could-not-grade", "could not grade \(graded) for \(exercise.id): \(grade.message ?? "the harness did not run")")
        }
        if let problem = checkFileProblem(grade) { return (result, [problem]) }
        switch step.kind {
        case .codeBlocks, .tutorial:
            return (result, [])
        case .starter:
            if grade.outcome == .didNotCompile {
                return error("starter-does-not-compile", "the starter \(graded) does not compile for \(exercise.id): \(Self.firstError(grade))")
            }
            if grade.outcome == .passed {
                return error("starter-passes", "the starter \(graded) already passes every check of \(exercise.id) "
                    + "(\(exercise.checks.joined(separator: ", "))): it leaves the learner nothing to do")
            }
        case .solution:
            if grade.outcome == .didNotCompile {
                return error("solution-does-not-compile", "the reference solution \(graded) does not compile for \(exercise.id): \(Self.firstError(grade))")
            }
            if grade.outcome != .passed {
                return error("solution-fails", "the reference solution \(graded) does not pass \(exercise.id): \(Self.firstFailure(grade))")
            }
        case .mutant(_, _, _, let check):
            if grade.outcome == .didNotCompile {
                return error("mutant-does-not-compile", "the mutant \(graded) does not compile for \(exercise.id), "
                    + "so it cannot show that \(check) catches it: \(Self.firstError(grade))")
            }
            let failed = Self.failedChecks(grade)
            if failed.isEmpty {
                return error("mutant-passes", "the mutant \(graded) passes every check of \(exercise.id): \(check) "
                    + "does not catch the mistake it holds")
            }
            if !failed.contains(check) {
                return error("mutant-fails-other-check", "the mutant \(graded) fails \(failed.joined(separator: ", ")) "
                    + "but not \(check), the check its fails file names")
            }
        }
        return (result, [])
    }

    /// A run that could not start because of one of the lesson's own check files (one that declares no type
    /// conforming to `Check`): the author's bug, at that file like a compile error (`check-does-not-compile`, which
    /// `quest validate` reports once), not a machine's failure to grade.
    func checkFileCouldNotRun(_ grade: ExerciseGrade) -> Diagnostic? {
        guard grade.outcome == .couldNotRun, let message = grade.message else { return nil }
        let file = LessonCheckFile.named(by: exercise, lessonFile: step.lesson.file).first { message.contains($0.path) }
        return file.map { Diagnostic(.error, at: SourceLocation(file: $0.path, line: 1), code: "check-does-not-compile", message) }
    }

    /// A check error, or a compile error in one of the lesson's own check files: the author's bug, located in the
    /// check file (at the compiler's line, the crash's line, or the check type's declaration for a thrown error).
    func checkFileProblem(_ grade: ExerciseGrade) -> Diagnostic? {
        let checkFiles = LessonCheckFile.named(by: exercise, lessonFile: step.lesson.file)
        if grade.outcome == .didNotCompile {
            for file in checkFiles {
                guard let first = grade.diagnostics.first(where: { $0.file == file.path && $0.isError }) else { continue }
                return Diagnostic(.error, at: SourceLocation(file: file.path, line: first.line ?? 1, column: first.column ?? 1),
                                  code: "check-does-not-compile",
                                  "the check \(file.name) does not compile with \(graded): \(first.message)")
            }
            guard !checkFiles.isEmpty else { return nil }
            for path in SharedCheckFiles(lessonFile: step.lesson.file).paths {
                guard let first = grade.diagnostics.first(where: { $0.file == path && $0.isError }) else { continue }
                return Diagnostic(.error, at: SourceLocation(file: path, line: first.line ?? 1, column: first.column ?? 1),
                                  code: "check-does-not-compile",
                                  "the shared check helpers do not compile with \(graded): \(first.message)")
            }
            return nil
        }
        guard grade.outcome == .checkError else { return nil }
        let message = "check error while grading \(graded): \(grade.message ?? "the check failed")"
        if let crash = grade.crash, let file = crash.file, checkFiles.contains(where: { $0.path == file }) {
            return Diagnostic(.error, at: SourceLocation(file: file, line: crash.line ?? 1), code: "check-error", message)
        }
        let thrown = grade.results.first { $0.status == .error }
        if let file = checkFiles.first(where: { $0.name == thrown?.check }) ?? checkFiles.first {
            let text = (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? ""
            let line = SwiftSourceFile(path: file.path, text: text).declarations.first { $0.inherits.contains("Check") }?.line ?? 1
            return Diagnostic(.error, at: SourceLocation(file: file.path, line: line), code: "check-error", message)
        }
        return Diagnostic(.error, at: SourceLocation(file: step.lesson.file, line: exercise.line), code: "check-error", message)
    }

    /// The graded folder as the user would type it: `Lessons/lesson22/mutants/sort-does-nothing`.
    var graded: String {
        let folder: String
        switch step.kind {
        case .codeBlocks, .tutorial: folder = ""
        case .starter(let path), .solution(let path): folder = path
        case .mutant(_, let path, _, _): folder = path
        }
        return lessonsDirectory.hasSuffix("/") ? lessonsDirectory + folder : lessonsDirectory + "/" + folder
    }

    /// The checks that did not pass: those with a failed step, and the one running when the program stopped.
    static func failedChecks(_ grade: ExerciseGrade) -> [String] {
        var failed = Set(grade.results.filter { $0.status == .fail }.map(\.check))
        if !grade.outcome.ranToCompletion {
            if let step = grade.interruptedStep {
                failed.insert(step.check)
            } else {
                // Stopped before any check said which it was running: none of the unfinished ones passed.
                let finished = Set(grade.results.map(\.check))
                failed.formUnion(grade.checks.filter { !finished.contains($0) })
            }
        }
        return grade.checks.filter(failed.contains)
    }

    /// `passed`, `failed search-filter`, `crashed in router`, `did not compile`: the table's result column.
    static func describe(_ grade: ExerciseGrade) -> String {
        switch grade.outcome {
        case .passed: return "passed"
        case .failed: return "failed " + failedChecks(grade).joined(separator: ", ")
        case .didNotCompile, .couldNotRun, .checkError: return grade.outcome.rawValue
        default:
            let checks = failedChecks(grade)
            return grade.outcome.rawValue + (checks.isEmpty ? "" : " in " + checks.joined(separator: ", "))
        }
    }

    /// The first compiler error, in the compiler's format (`ContentView.swift:12:5: error: …`), or the contract.
    static func firstError(_ grade: ExerciseGrade) -> String {
        if let contract = grade.contractProblems.first { return contract }
        return grade.diagnostics.first(where: \.isError).map { diagnostic in
            var copy = diagnostic
            copy.excerpt = ""
            return copy.description
        } ?? (grade.message ?? "the compiler failed")
    }

    /// The first failed step (`search-filter › typing "ky" shows only Kyoto: expected …, actual …`), or the message.
    static func firstFailure(_ grade: ExerciseGrade) -> String {
        guard grade.outcome == .failed, let result = grade.results.first(where: { $0.status == .fail }) else {
            return grade.message ?? grade.outcome.rawValue
        }
        let details = ExercismReport.message(for: result).replacingOccurrences(of: "\n", with: "; ")
        return "\(result.check) › \(result.name)" + (details.isEmpty ? "" : ": " + details)
    }
}
