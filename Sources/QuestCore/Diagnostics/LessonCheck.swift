/// An extra check over a parsed lesson, run by `quest lint` after the parser's own diagnostics.
///
/// Modules that know more than the parser (drafted deck answers, say) contribute checks without the parser or the
/// command knowing them: they are listed in `Quest.lessonChecks`.
public protocol LessonCheck: Sendable {
    /// The diagnostics this check finds in `lesson` (`course` gives access to the other lessons).
    func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic]
}
