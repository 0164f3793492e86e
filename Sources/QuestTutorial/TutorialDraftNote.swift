public import QuestCore

/// `quest lint`'s note for a lesson that could have a build-along tutorial and has none: an exercise names a starter
/// and a solution, and `quest draft tutorial` can draft the steps between them. Listed in `Quest.lessonChecks`.
public struct TutorialDraftNote: LessonCheck {
    public init() {}

    /// The note's code, documented in Docs/lesson-format.md.
    public static let code = "tutorial-draft-available"

    public func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        guard lesson.tutorial == nil else { return [] }
        let exercises = lesson.exercises + (lesson.interview?.exercise.map { [$0] } ?? [])
        guard let exercise = exercises.first(where: { $0.starter != nil && $0.solution != nil }) else { return [] }
        return [Diagnostic(
            .note, at: SourceLocation(file: lesson.file, line: exercise.line), code: Self.code,
            "no build-along tutorial yet; `quest draft tutorial \(lesson.slug)` drafts one from the starter to the solution"
        )]
    }
}
