import QuestCore
import QuestGrader

/// Finds a lesson for the grading commands, printing why when it cannot.
struct LessonLookup {
    var lesson: String
    var lessons: String?

    /// The lesson, or nil after printing the reason to `context.errors`.
    func find(in directory: String, context: CommandContext) -> Lesson? {
        guard let course = LessonsFolder.load(directory, context) else { return nil }
        guard let found = course.lesson(named: lesson) else {
            let known = course.lessons.map(\.slug).joined(separator: ", ")
            context.errors.line("error: no lesson '\(lesson)' in \(directory)" + (known.isEmpty ? "" : " (lessons: \(known))"))
            return nil
        }
        let errors = course.diagnostics.filter { $0.location.file == found.file && $0.severity == .error }
        for diagnostic in errors { context.errors.line(diagnostic.description) }
        return found
    }
}
