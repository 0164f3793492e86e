import QuestAnalyzer
public import QuestCore

/// `quest validate`'s advice rows: each exercise's `advice:` items must name a rule and a setting that exist (an error
/// at the item otherwise), and each reference solution must get no essential or actionable advice under its
/// exercises' tuning (an error at the solution's line otherwise: a course should not teach what its mentor flags).
/// Parsing only, no compiler: these rows cost milliseconds.
public enum AdviceValidation {
    /// What a solution row expects.
    public static let expected = "no essential or actionable advice"

    public static func rows(for course: Course) -> [ValidationRow] {
        var rows: [ValidationRow] = []
        for lesson in course.lessons {
            let exercises = GradableExercises.all(in: lesson)
            for (exercise, _) in exercises where !exercise.advice.isEmpty {
                let problems = LessonAdvice.tuning(for: exercise).problems.map { problem in
                    Diagnostic(.error, at: SourceLocation(file: lesson.file, line: problem.line, column: problem.column),
                               code: problem.code, problem.message)
                }
                rows.append(ValidationRow(
                    lesson: lesson.slug, item: "\(exercise.id) · advice settings", expected: "every rule and setting exists",
                    result: problems.isEmpty ? "all exist" : "\(problems.count) unknown", diagnostics: problems
                ))
            }
            for (folder, group) in ValidationPlan.grouped(exercises, by: \.solution) {
                rows.append(solutionRow(lesson: lesson, folder: folder, exercises: group.map(\.exercise),
                                        lessonsDirectory: course.directory))
            }
        }
        return rows
    }

    static func solutionRow(lesson: Lesson, folder: String, exercises: [Exercise], lessonsDirectory: String) -> ValidationRow {
        let item = exercises.map(\.id).joined(separator: ", ") + " · solution advice"
        let workspace: LearnerWorkspace
        do {
            workspace = try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, folder))
        } catch {
            // The solution's own row says why it cannot be read.
            return ValidationRow(lesson: lesson.slug, item: item, expected: expected, result: "not read")
        }
        let pressing = LessonAdvice.advice(for: exercises, workspace: workspace).filter { !$0.kind.isAllowedInReferenceSolution }
        let diagnostics = pressing.map { advice in
            Diagnostic(
                .error, at: SourceLocation(file: LearnerFiles.join(workspace.directory, advice.file), line: advice.line, column: advice.column),
                code: "solution-advice",
                "the reference solution gets \(advice.kind.rawValue) advice: \(advice.message) [\(advice.rule)] (fix the solution, or write `advice: \(advice.rule) off` in the exercise block)"
            )
        }
        return ValidationRow(
            lesson: lesson.slug, item: item, expected: expected,
            result: pressing.isEmpty ? "none" : "\(pressing.count) comment\(pressing.count == 1 ? "" : "s")", diagnostics: diagnostics
        )
    }
}
