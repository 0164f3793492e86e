public import QuestCore

/// `quest lint`'s notes about drafted answers: one per review question that has no written answer, at its line,
/// so that an author can accept the draft (by writing it in) or correct it. Listed in `Quest.lessonChecks`.
public struct DraftedAnswerNotes: LessonCheck {
    public init() {}

    /// The notes for `lesson`; the rest of the course plays no part.
    public func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        Self.diagnostics(for: lesson)
    }

    /// The short code of these notes.
    public static let code = "drafted-answer"

    /// A note for each question of `lesson` whose flash card gets a drafted back.
    ///
    /// `lesson22.md:31:1: note: drafted answer for question 1 — write one to replace it [drafted-answer]`
    public static func diagnostics(for lesson: Lesson) -> [Diagnostic] {
        lesson.questions.enumerated().compactMap { offset, question in
            if let answer = question.answer, !answer.trimmingWhitespace().isEmpty { return nil }
            return Diagnostic(
                .note, at: SourceLocation(file: lesson.file, line: question.line), code: code,
                "drafted answer for question \(offset + 1) — write one to replace it"
            )
        }
    }

    /// The notes for every lesson of `course`.
    public static func diagnostics(for course: Course) -> [Diagnostic] {
        course.lessons.flatMap { diagnostics(for: $0) }
    }
}
