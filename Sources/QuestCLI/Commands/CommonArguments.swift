import QuestGrader

/// Arguments several commands take alike, declared once: a command lists `CommonArguments.lessonsOption` (or reads
/// `CommonArguments.lessonsFolder`) instead of spelling its own copy.
enum CommonArguments {
    /// The lessons folder when none is named.
    static let lessonsFolder = "Lessons"
    /// `<lesson>`: which lesson a command works on.
    static let lessonArgument = Positional<String>("lesson", help: "The lesson's slug (lesson22) or number (22).")
    /// `[<lesson>]` for commands run in a learner's workspace: left out, it is the lesson the folder's `.quest.json`
    /// (written by `quest start`) names.
    static let workspaceLessonArgument = Positional<String?>(
        "lesson", help: "The lesson's slug (lesson22) or number (22) (default: the one the folder's .quest.json names)."
    )

    /// The lesson `workspaceLessonArgument` stands for: the one given, else the one `directory`'s `.quest.json` names.
    static func workspaceLesson(_ given: String?, in directory: String) throws(UsageError) -> String {
        guard let lesson = given ?? WorkspaceMetadata.read(in: directory)?.lesson else {
            throw UsageError("no <lesson> given, and \(directory) has no \(WorkspaceMetadata.fileName) (made by quest start) naming one")
        }
        return lesson
    }
    /// `--seed N`: the seed of the checks' random values (`ProbeSeed`), to run the probes a report names again.
    static func seedOption(_ help: String) -> Option<UInt64?> {
        Option("seed", value: "N", help: help, expected: "a whole number from 0 to \(UInt64.max)", parse: ProbeSeed.parse)
    }
    /// `--lessons <dir>` for the commands run in a learner's workspace (check, hint, progress): left out, the course
    /// is found by `CourseLocator`.
    static let workspaceLessonsOption = Option<String?>(
        "lessons", value: "dir",
        help: "The course's lessons folder, or the course folder (default: the one the workspace was started from, looked for again if the course moved)."
    )
    /// `--lessons <dir>`, defaulting to `lessonsFolder`.
    static let lessonsOption = Option(
        "lessons", value: "dir", default: lessonsFolder, help: "The lessons folder (default: \(lessonsFolder))."
    )
    /// `[<dir>]`: the lessons folder as a positional (lint, validate), defaulting to `lessonsFolder`.
    static let lessonsDirArgument = Positional("dir", default: lessonsFolder, help: "The lessons folder (default: \(lessonsFolder)).")
}
