public import QuestCore

/// The steps `quest validate` runs for a course, and the problems found while listing them (a mutant without a
/// `fails` file, a check no exercise runs), which need no compiler.
public struct ValidationPlan: Sendable {
    public var steps: [ValidationStep] = []
    /// Rows that already fail, for mutants that cannot be graded as given.
    public var problems: [ValidationRow] = []

    /// Lists, for each lesson: its Swift blocks; for each starter and solution folder, the exercises using it (one
    /// harness grades them together, as `quest check` does); for each mutant, the exercises running its check.
    public init(course: Course) {
        for lesson in course.lessons {
            let blocks = lesson.codeBlocks.filter { $0.language == "swift" && !$0.fragment && $0.file == nil }
            if !blocks.isEmpty { steps.append(ValidationStep(lesson: lesson, kind: .codeBlocks(blocks))) }
            let exercises = GradableExercises.all(in: lesson)
            for (folder, group) in Self.grouped(exercises, by: \.starter) {
                steps.append(ValidationStep(lesson: lesson, kind: .starter(folder: folder), exercises: group))
            }
            for (folder, group) in Self.grouped(exercises, by: \.solution) {
                steps.append(ValidationStep(lesson: lesson, kind: .solution(folder: folder), exercises: group))
            }
            addMutants(of: lesson, exercises: exercises, lessonsDirectory: course.directory)
            if let tutorial = lesson.tutorial, tutorial.starter != nil, !tutorial.steps.isEmpty {
                let graded = exercises.filter { tutorial.exerciseIDs.contains($0.exercise.id) }
                steps.append(ValidationStep(lesson: lesson, kind: .tutorial(tutorial), exercises: graded))
            }
        }
    }

    private mutating func addMutants(
        of lesson: Lesson, exercises: [(exercise: Exercise, taskID: Int)], lessonsDirectory: String
    ) {
        let withMutants = exercises.filter { $0.exercise.mutants != nil }
        for (folder, group) in Self.grouped(withMutants, by: \.mutants) {
            let first = group[0].exercise
            guard let solution = first.solution else {
                problems.append(problem(lesson, first, item: "\(first.id) · mutants", code: "mutants-without-solution",
                    "\(first.id) lists mutants but no solution: a mutant is the solution with some files changed, so add `solution:`"))
                continue
            }
            for mutant in MutantFolder.all(in: folder, lessonsDirectory: lessonsDirectory) {
                let item = "\(first.id) · mutant \(mutant.name)"
                guard let check = mutant.check else {
                    problems.append(problem(lesson, first, item: item, code: "mutant-without-fails",
                        "the mutant \(LearnerFiles.join(lessonsDirectory, mutant.folder)) has no `fails` file: write in it the one check that must catch it"))
                    continue
                }
                let running = group.filter { $0.exercise.checks.contains(check) && $0.exercise.solution == solution }
                guard !running.isEmpty else {
                    let checks = Set(group.flatMap(\.exercise.checks)).sorted().joined(separator: ", ")
                    // At the fails file's first line, where the author fixes the name.
                    problems.append(problem(lesson, first, item: item, code: "mutant-unknown-check",
                        "the mutant \(LearnerFiles.join(lessonsDirectory, mutant.folder)) names `\(check)` in its fails file, "
                            + "but no exercise using \(folder) runs it (checks: \(checks))",
                        at: SourceLocation(file: LearnerFiles.join(lessonsDirectory, mutant.folder + "/fails"), line: 1)))
                    continue
                }
                steps.append(ValidationStep(
                    lesson: lesson, kind: .mutant(name: mutant.name, folder: mutant.folder, solution: solution, check: check),
                    exercises: running
                ))
            }
        }
    }

    private func problem(
        _ lesson: Lesson, _ exercise: Exercise, item: String, code: String, _ message: String, at location: SourceLocation? = nil
    ) -> ValidationRow {
        ValidationRow(
            lesson: lesson.slug, item: item, expected: "can be graded", result: "not graded",
            diagnostics: [Diagnostic(.error, at: location ?? SourceLocation(file: lesson.file, line: exercise.line), code: code, message)]
        )
    }

    /// Exercises grouped by a folder they name, in order of first appearance; exercises naming none are left out.
    static func grouped(
        _ exercises: [(exercise: Exercise, taskID: Int)], by folder: KeyPath<Exercise, String?>
    ) -> [(String, [(exercise: Exercise, taskID: Int)])] {
        var order: [String] = []
        var groups: [String: [(exercise: Exercise, taskID: Int)]] = [:]
        for entry in exercises {
            guard let key = entry.exercise[keyPath: folder] else { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
