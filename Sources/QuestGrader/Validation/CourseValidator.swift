import Foundation
import Synchronization
public import QuestCore

/// `quest validate`'s engine: compiles every lesson's Swift blocks and grades every exercise's starter, reference
/// solution and mutants with the same `Grader` as `quest check` (same compiler settings, harness and sandbox), in
/// parallel, and says for each whether what the course promises holds.
public struct CourseValidator: Sendable {
    public var grader: Grader
    /// Steps run at the same time.
    public var jobs: Int

    public init(grader: Grader, jobs: Int) {
        self.grader = grader
        self.jobs = jobs
    }

    /// A validator using the toolchain, prebuilt modules and launcher `quest check` finds.
    public static func locate(jobs: Int) throws -> CourseValidator {
        CourseValidator(grader: try Grader.locate(glue: CheckGlue()), jobs: jobs)
    }

    /// Reported as each step finishes: `[7/23] lesson22 · mutant sort-does-nothing`.
    public struct Progress: Sendable {
        public var finished: Int
        public var total: Int
        public var lesson: String
        public var label: String
        public var holds: Bool
        public var milliseconds: Int
    }

    /// Validates `course`: a lint row per lesson from `lint` (the diagnostics `quest lint` prints), then every step.
    /// `progress` is called once per finished step, never from two threads at once.
    public func validate(
        _ course: Course, lint: [Diagnostic], progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) -> ValidationReport {
        let started = Date()
        let plan = ValidationPlan(course: course)
        let steps = plan.steps
        let finished = ProgressCounter()
        let rowsPerStep = ParallelWork.map(count: steps.count, jobs: jobs) { index in
            let stepStarted = Date()
            let rows = run(steps[index], lessonsDirectory: course.directory)
            let milliseconds = Int(Date().timeIntervalSince(stepStarted) * 1000)
            finished.report(to: progress) { count in
                Progress(finished: count, total: steps.count, lesson: steps[index].lesson.slug, label: steps[index].label,
                         holds: rows.allSatisfy(\.holds), milliseconds: milliseconds)
            }
            // A row timed by its step (each step of a tutorial replay) keeps its own time.
            return rows.map { row in
                var row = row
                if row.milliseconds == 0 { row.milliseconds = milliseconds }
                return row
            }
        }
        let (stepRows, checkProblems) = Self.checkFileProblemsOnce(rowsPerStep.flatMap { $0 })
        let unreported = checkProblems.filter { problem in !lint.contains { $0.location.file == problem.location.file && $0.severity == .error } }
        let rows = Self.lintRows(course, lint: lint + unreported) + stepRows + plan.problems + AdviceValidation.rows(for: course)
        return ValidationReport(
            directory: course.directory, lessons: course.lessons.count, rows: Self.ordered(rows, course: course),
            jobs: jobs, milliseconds: Int(Date().timeIntervalSince(started) * 1000), seed: grader.seed
        )
    }

    /// Runs one step: its rows (one per exercise graded, or one for the code blocks).
    func run(_ step: ValidationStep, lessonsDirectory: String) -> [ValidationRow] {
        switch step.kind {
        case .codeBlocks(let blocks):
            var row = ValidationRow(lesson: step.lesson.slug, item: step.label, expected: step.expectation, result: "ok")
            do {
                row.diagnostics = try CodeBlockCompiler(compiler: grader.compiler).diagnostics(for: blocks, of: step.lesson)
            } catch {
                row.diagnostics = [Diagnostic(.error, at: SourceLocation(file: step.lesson.file, line: blocks[0].line),
                                              code: "could-not-compile", "could not compile the Swift blocks: \(error)")]
            }
            let errors = row.diagnostics.filter { $0.severity == .error }.count
            if errors > 0 { row.result = "\(errors) error\(errors == 1 ? "" : "s")" }
            return [row]
        case .starter(let folder), .solution(let folder):
            return grade(step, lessonsDirectory: lessonsDirectory) {
                try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, folder))
            }
        case .tutorial(let tutorial):
            return TutorialReplay(
                grader: grader, lesson: step.lesson, tutorial: tutorial, exercises: step.exercises, lessonsDirectory: lessonsDirectory
            ).rows()
        case .mutant(_, let folder, let solution, _):
            return grade(step, lessonsDirectory: lessonsDirectory) {
                MutantFolder.overlay(
                    solution: try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, solution)),
                    mutant: try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, folder))
                )
            }
        }
    }

    private func grade(
        _ step: ValidationStep, lessonsDirectory: String, workspace: () throws -> LearnerWorkspace
    ) -> [ValidationRow] {
        func row(_ exercise: Exercise) -> ValidationRow {
            ValidationRow(lesson: step.lesson.slug, item: "\(exercise.id) · \(step.label)", expected: step.expectation, result: "")
        }
        let grades: [ExerciseGrade]
        // The solution also lays out its toolbar, for the lesson's pictures to be held to it.
        var pictured: Set<String> = []
        if case .solution = step.kind { pictured = Set(step.lesson.toolbarPictures.compactMap(\.exercise)) }
        do {
            grades = grader.grade(step.exercises, workspace: try workspace(), lessonFile: step.lesson.file,
                                  reportingToolbarsOf: pictured)
        } catch {
            return step.exercises.map { entry in
                var failed = row(entry.exercise)
                failed.result = "could not run"
                let place = SourceLocation(file: step.lesson.file, line: entry.exercise.line)
                failed.diagnostics = [Diagnostic(.error, at: place, code: "could-not-grade", "could not grade \(step.label) of \(entry.exercise.id): \(error)")]
                return failed
            }
        }
        return zip(step.exercises, grades).map { entry, grade in
            var judged = row(entry.exercise)
            let gradeVerdict = GradeVerdict(step: step, exercise: entry.exercise, lessonsDirectory: lessonsDirectory)
            let verdict = gradeVerdict.judge(grade)
            judged.result = verdict.result
            judged.diagnostics = verdict.diagnostics.map { Self.locatedAtFailsFile($0, of: step, lessonsDirectory: lessonsDirectory) }
            if pictured.contains(entry.exercise.id) {
                let pictures = ToolbarPictureVerdict(lesson: step.lesson, graded: gradeVerdict.graded)
                    .diagnostics(for: entry.exercise, grade: grade)
                if pictures.hasErrors { judged.result += ", picture differs" }
                judged.diagnostics += pictures
            }
            return judged
        }
    }

    /// Codes of a mutant's verdict that are about the check its `fails` file names.
    static let failsFileCodes: Set<String> = ["mutant-passes", "mutant-fails-other-check"]

    /// A mutant that is not caught as its `fails` file says is an error in that file (`…/mutants/<name>/fails:1`),
    /// where the author fixes the check's name; every other diagnostic stays where it is.
    static func locatedAtFailsFile(_ diagnostic: Diagnostic, of step: ValidationStep, lessonsDirectory: String) -> Diagnostic {
        guard case .mutant(_, let folder, _, _) = step.kind, failsFileCodes.contains(diagnostic.code) else { return diagnostic }
        var moved = diagnostic
        moved.location = SourceLocation(file: LearnerFiles.join(lessonsDirectory, folder + "/fails"), line: 1)
        return moved
    }

    /// A check file that does not compile fails every item the same way: its first compiler error is reported once,
    /// on the lesson's lint row (which fails), and each item's result says it was not judged.
    static func checkFileProblemsOnce(_ rows: [ValidationRow]) -> (rows: [ValidationRow], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        let rows = rows.map { row in
            var row = row
            let broken = row.diagnostics.filter { $0.code == "check-does-not-compile" && $0.severity == .error }
            guard !broken.isEmpty else { return row }
            for diagnostic in broken where !problems.contains(where: { $0.location.file == diagnostic.location.file }) {
                problems.append(diagnostic)
            }
            row.diagnostics.removeAll { $0.code == "check-does-not-compile" && $0.severity == .error }
            row.result = "not judged: check does not compile"
            row.judged = false
            return row
        }
        return (rows, problems)
    }

    /// One `lint` row per lesson file, holding that file's diagnostics and its check files'; files that could not be
    /// parsed get one too.
    static func lintRows(_ course: Course, lint: [Diagnostic]) -> [ValidationRow] {
        var rows: [ValidationRow] = course.lessons.map { lesson in
            let checks = (lesson.file.hasSuffix(".md") ? String(lesson.file.dropLast(3)) : lesson.file) + "/checks/"
            let found = lint.filter { $0.location.file == lesson.file || $0.location.file.hasPrefix(checks) }
            let errors = found.filter { $0.severity == .error }.count
            return ValidationRow(lesson: lesson.slug, item: "lint", expected: "no errors",
                                 result: errors == 0 ? "ok" : "\(errors) error\(errors == 1 ? "" : "s")", diagnostics: found)
        }
        let files = Set(course.lessons.map(\.file))
        let claimed = Set(rows.flatMap(\.diagnostics).map(\.location.file))
        let unparsed = Set(lint.map(\.location.file)).subtracting(files).subtracting(claimed).sorted()
        for file in unparsed {
            let found = lint.filter { $0.location.file == file }
            let errors = found.filter { $0.severity == .error }.count
            rows.append(ValidationRow(lesson: file, item: "lint", expected: "no errors",
                                      result: errors == 0 ? "ok" : "\(errors) error\(errors == 1 ? "" : "s")", diagnostics: found))
        }
        return rows
    }

    /// Rows grouped by lesson in course order; in a lesson, lint, then the Swift blocks, then each exercise in page
    /// order (starter, solution, mutants), keeping plan order otherwise.
    static func ordered(_ rows: [ValidationRow], course: Course) -> [ValidationRow] {
        var order = course.lessons.map(\.slug)
        for row in rows where !order.contains(row.lesson) { order.append(row.lesson) }
        return order.flatMap { slug in
            let exercises = course.lessons.first { $0.slug == slug }.map { GradableExercises.all(in: $0).map(\.exercise.id) } ?? []
            func rank(_ row: ValidationRow) -> Int {
                if row.item == "lint" { return 0 }
                if row.item.hasPrefix("tutorial") { return exercises.count + 2 }
                let exercise = row.item.components(separatedBy: " · ").first ?? ""
                return exercises.firstIndex(of: exercise).map { $0 + 2 } ?? 1
            }
            return rows.enumerated().filter { $0.element.lesson == slug }
                .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
                .map(\.element)
        }
    }
}

/// Counts finished steps and calls the progress closure under one lock, so that lines never interleave.
final class ProgressCounter: Sendable {
    private let count = Mutex(0)

    func report(
        to progress: @Sendable (CourseValidator.Progress) -> Void, _ make: (Int) -> CourseValidator.Progress
    ) {
        count.withLock { value in
            value += 1
            progress(make(value))
        }
    }
}
