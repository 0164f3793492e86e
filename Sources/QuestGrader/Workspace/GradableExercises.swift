public import QuestCore

/// The gradable exercises of a lesson, in page order: each `## Exercise`, then the interview problem's exercise.
/// An exercise's position (1-based) is its Exercism `task_id`.
public enum GradableExercises {
    public static func all(in lesson: Lesson) -> [(exercise: Exercise, taskID: Int)] {
        let exercises = lesson.exercises + (lesson.interview?.exercise.map { [$0] } ?? [])
        return exercises.enumerated().map { ($0.element, $0.offset + 1) }
    }

    /// The exercises to grade in `workspace`: the one named `id`, or every exercise whose entry type is declared there.
    public static func selected(
        in lesson: Lesson, workspace: LearnerWorkspace, id: String?
    ) throws -> [(exercise: Exercise, taskID: Int)] {
        let exercises = all(in: lesson)
        if let id {
            guard let match = exercises.first(where: { $0.exercise.id == id }) else {
                let known = exercises.map(\.exercise.id).joined(separator: ", ")
                throw GraderError.usage("\(lesson.slug) has no exercise '\(id)' (exercises: \(known))")
            }
            return [match]
        }
        let found = exercises.filter { workspace.declaration(of: $0.exercise.entry) != nil }
        guard !found.isEmpty else {
            let entries = exercises.map { "\($0.exercise.entry) (\($0.exercise.id))" }.joined(separator: ", ")
            throw GraderError.usage(
                exercises.isEmpty ? "\(lesson.slug) has no gradable exercise"
                    : "no exercise of \(lesson.slug) has its type declared in \(workspace.directory): expected one of \(entries)"
            )
        }
        return found
    }
}
