import QuestProtocol
import Foundation
public import QuestCore

/// Replays a lesson's build-along tutorial for `quest validate`: the starter, then the files after each step, graded
/// as `quest check` grades them. Each step must compile, turn green exactly the check steps it claims and keep the
/// earlier ones green; after the last step the files must be the solution's. A step that does not hold is an error at
/// its `### Step` line, or at the claim's line when one claim is wrong. Each row has its step's own time.
public struct TutorialReplay: Sendable {
    public var grader: Grader
    public var lesson: Lesson
    public var tutorial: Tutorial
    public var exercises: [(exercise: Exercise, taskID: Int)]
    public var lessonsDirectory: String

    public init(grader: Grader, lesson: Lesson, tutorial: Tutorial, exercises: [(exercise: Exercise, taskID: Int)], lessonsDirectory: String) {
        self.grader = grader
        self.lesson = lesson
        self.tutorial = tutorial
        self.exercises = exercises
        self.lessonsDirectory = lessonsDirectory
    }

    /// One row per step.
    public func rows() -> [ValidationRow] {
        guard let starterFolder = tutorial.starter, let solutionFolder = tutorial.solution else { return [] }
        let starter: [String: String]
        let solution: [String: String]
        do {
            starter = try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, starterFolder)).textByPath
            solution = try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, solutionFolder)).textByPath
        } catch {
            let problem = Problem(code: "could-not-grade", message: "could not read the tutorial's folders: \(FileProblem.sentence(for: error))")
            return [row(for: tutorial.steps.first, result: "not graded", [problem])]
        }
        var before = TutorialGrade(grader.grade(exercises, workspace: workspace(starter, folder: starterFolder), lessonFile: lesson.file))
        var rows: [ValidationRow] = []
        // The claims of steps that did not compile: what they would have turned green is not asked of the next step.
        var uncompiledClaims: [CheckClaim] = []
        for step in tutorial.steps {
            let started = Date()
            let files = tutorial.files(afterStep: step.number, starter: starter)
            let after = TutorialGrade(grader.grade(exercises, workspace: workspace(files, folder: starterFolder), lessonFile: lesson.file))
            var problems = judge(step, before: before, after: after, alsoClaimed: uncompiledClaims)
            if step.number == tutorial.steps.count, let difference = Self.difference(files, solution) {
                problems.append(Problem(code: "tutorial-end-differs-from-solution",
                    message: "after the last step the files are not \(LearnerFiles.join(lessonsDirectory, solutionFolder)): \(difference)"))
            }
            var stepRow = row(for: step, result: Self.result(of: problems), problems)
            stepRow.milliseconds = max(1, Int(Date().timeIntervalSince(started) * 1000))
            rows.append(stepRow)
            if after.compiled {
                before = after
                uncompiledClaims = []
            } else {
                uncompiledClaims += step.claims
            }
        }
        return rows
    }

    /// One thing wrong with a step: at the line of the claim it is about, else at the step's heading.
    struct Problem {
        var code: String
        var message: String
        var line: Int?
        var column: Int?
        /// Another file than the lesson (a check file).
        var file: String?
    }

    /// The row's result: `ok`, or what is wrong (`claims differ, end differs from solution`), never the grade's
    /// `passed` for a step that does not hold.
    static func result(of problems: [Problem]) -> String {
        guard !problems.isEmpty else { return "ok" }
        var kinds: [String] = []
        for problem in problems {
            let kind = problem.code.replacingOccurrences(of: "tutorial-step-", with: "").replacingOccurrences(of: "tutorial-", with: "")
                .replacingOccurrences(of: "-", with: " ")
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds.joined(separator: ", ")
    }

    /// What is wrong with `step`, given the grades before and after it. `alsoClaimed`: the claims of the steps just
    /// before it that did not compile, whose check steps this one may turn green without claiming them.
    func judge(_ step: TutorialStep, before: TutorialGrade, after: TutorialGrade, alsoClaimed: [CheckClaim] = []) -> [Problem] {
        let name = "step \(step.number) (\(step.title))"
        // A check file that does not compile (or declares no check) fails every step alike: said once, at the file.
        for (exercise, grade) in zip(exercises.map(\.exercise), after.grades) {
            let verdict = GradeVerdict(step: ValidationStep(lesson: lesson, kind: .tutorial(tutorial)), exercise: exercise,
                                       lessonsDirectory: lessonsDirectory)
            if let problem = verdict.checkFileCouldNotRun(grade) ?? verdict.checkFileProblem(grade), problem.code == "check-does-not-compile" {
                return [Problem(code: problem.code, message: problem.message, line: problem.location.line,
                                column: problem.location.column, file: problem.location.file)]
            }
        }
        if let problem = after.couldNotRun { return [Problem(code: "could-not-grade", message: "could not grade \(name): \(problem)")] }
        if let error = after.compileError {
            // An error in a file the tutorial's blocks wrote is at the lesson's own line: the block's fence + its line.
            if let place = lessonPlace(of: after, throughStep: step.number) {
                return [Problem(code: "tutorial-step-does-not-compile",
                                message: "\(name) does not compile: \(place.message) (\(place.file):\(place.fileLine) as this step leaves it)",
                                line: place.line, column: place.column)]
            }
            return [Problem(code: "tutorial-step-does-not-compile", message: "\(name) does not compile: \(error)")]
        }
        var problems: [Problem] = []
        // A step that no longer reports (advice about a view not written yet, a step recorded only when it applies)
        // is not turned red: only one reported and not passing is.
        let failing = Set(after.reported.filter { $0.status != .pass }.map(TutorialGrade.key))
        let reddened = before.passing.filter { failing.contains($0) }
        if !reddened.isEmpty {
            problems.append(Problem(code: "tutorial-step-breaks-earlier", message: "\(name) turns red again what was green before it: \(Self.list(reddened))"))
        }
        let newlyGreen = after.passing.filter { !before.passing.contains($0) }
        if newlyGreen.isEmpty {
            problems.append(Problem(code: "tutorial-step-turns-nothing-green", message: "\(name) turns no check step green that was failing before it"))
            return problems
        }
        func differs(_ message: String, at line: Int? = nil) {
            problems.append(Problem(code: "tutorial-step-claims-differ", message: "\(name) " + message, line: line))
        }
        for claim in step.claims {
            let covered = after.reported.filter { claim.covers(check: $0.check, name: $0.name) }
            if covered.isEmpty {
                differs("claims `\(claim.text)`, which no check reported", at: claim.line)
            } else if let failing = covered.first(where: { $0.status != .pass }) {
                let details = ExercismReport.message(for: failing).replacingOccurrences(of: "\n", with: "; ")
                differs("claims `\(claim.text)`, which fails" + (details.isEmpty ? "" : ": " + details), at: claim.line)
            } else if covered.allSatisfy({ before.passing.contains(TutorialGrade.key($0)) }) {
                differs("claims `\(claim.text)`, which was already green before it", at: claim.line)
            }
        }
        let unclaimed = newlyGreen.filter { key in !(step.claims + alsoClaimed).contains { $0.covers(key) } }
        if !unclaimed.isEmpty { differs("also turns green \(Self.list(unclaimed)): add \(unclaimed.count == 1 ? "it" : "them") to its Turns green list") }
        return problems
    }

    private func row(for step: TutorialStep?, result: String, _ problems: [Problem]) -> ValidationRow {
        let heading = step?.line ?? tutorial.line
        return ValidationRow(
            lesson: lesson.slug, item: "tutorial · step \(step?.number ?? 0)", expected: "compiles, turns its claims green",
            result: result,
            diagnostics: problems.map {
                Diagnostic(.error, at: SourceLocation(file: $0.file ?? lesson.file, line: $0.line ?? heading, column: $0.column ?? 1),
                           code: $0.code, $0.message)
            }
        )
    }

    /// The first compile error of `grade`, when it is in a file one of steps 1…`step` wrote (the last of them writes
    /// what the compiler read): its line in the lesson (the block's content starts on the line after its fence).
    func lessonPlace(of grade: TutorialGrade, throughStep step: Int) -> (file: String, fileLine: Int, line: Int, column: Int, message: String)? {
        for diagnostic in grade.grades.flatMap(\.diagnostics) where diagnostic.isError {
            guard let path = diagnostic.file, let fileLine = diagnostic.line else { continue }
            let block = tutorial.steps.prefix(step).reversed().lazy.flatMap(\.files)
                .first { path == $0.path || path.hasSuffix("/" + $0.path) }
            guard let block else { continue }
            return (block.path, fileLine, block.line + fileLine, diagnostic.column ?? 1, diagnostic.message)
        }
        return nil
    }

    private func workspace(_ files: [String: String], folder: String) -> LearnerWorkspace {
        LearnerWorkspace(
            directory: LearnerFiles.join(lessonsDirectory, folder),
            sources: files.keys.sorted().map { SwiftSourceFile(path: $0, text: files[$0] ?? "") }
        )
    }

    /// Nil when both hold the same files; else which files differ, and the first line where.
    static func difference(_ files: [String: String], _ solution: [String: String]) -> String? {
        var found: [String] = []
        for path in Set(files.keys).union(solution.keys).sorted() {
            switch (files[path], solution[path]) {
            case (nil, _): found.append("\(path) is missing")
            case (_, nil): found.append("\(path) is not in the solution")
            case let (mine?, theirs?) where mine != theirs:
                let a = mine.split(separator: "\n", omittingEmptySubsequences: false)
                let b = theirs.split(separator: "\n", omittingEmptySubsequences: false)
                let line = (zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)) + 1
                found.append("\(path) differs from line \(line)")
            default: break
            }
        }
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }

    static func list(_ keys: [String]) -> String {
        keys.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 3 ? " and \(keys.count - 3) more" : "")
    }
}

/// The grades of one state of the tutorial, as the set of check steps that pass (`check › name`).
struct TutorialGrade {
    var grades: [ExerciseGrade]

    init(_ grades: [ExerciseGrade]) { self.grades = grades }

    static func key(_ result: CheckResult) -> String { result.check + CheckClaim.separator + result.name }

    var reported: [CheckResult] { grades.flatMap(\.results) }
    var passing: [String] { reported.filter { $0.status == .pass }.map(Self.key) }
    var compiled: Bool { compileError == nil && couldNotRun == nil }

    var compileError: String? {
        grades.first { $0.outcome == .didNotCompile }.map(GradeVerdict.firstError)
    }

    var couldNotRun: String? {
        grades.first { $0.outcome == .couldNotRun }.map { $0.message ?? "the harness did not run" }
    }

    /// `passed`, `failed search-filter`: for the table.
    var summary: String {
        grades.map(GradeVerdict.describe).joined(separator: "; ")
    }
}

extension CheckClaim {
    /// True when the `check › name` key is one this claim names.
    func covers(_ key: String) -> Bool {
        let parts = key.components(separatedBy: CheckClaim.separator)
        return covers(check: parts[0], name: parts.dropFirst().joined(separator: CheckClaim.separator))
    }
}
