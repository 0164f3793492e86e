import QuestCore
import QuestGrader

/// Finds a lesson for the grading commands, printing why when it cannot: the lessons folder is `--lessons`, else the
/// one `.quest.json` in the learner's folder names, else `Lessons`.
struct LessonLookup {
    var lesson: String
    var lessons: String?

    /// The lessons folder to read for a learner working in `workspace`.
    func lessonsDirectory(workspace: String) -> String {
        lessons ?? WorkspaceMetadata.read(in: workspace)?.lessonsDirectory ?? CommonArguments.lessonsFolder
    }

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
