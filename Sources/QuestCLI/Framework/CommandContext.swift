public import QuestCore

/// What a command may touch besides the file system: its output streams and the course-wide lesson checks.
public struct CommandContext {
    /// The command's results (diagnostics, dumps, help).
    public var output: any TextWriter
    /// Usage errors and failures that are not the command's result.
    public var errors: any TextWriter
    /// Extra checks `quest lint` runs after the parser (see `Quest.lessonChecks`).
    public var lessonChecks: [any LessonCheck]

    public init(output: any TextWriter, errors: any TextWriter, lessonChecks: [any LessonCheck] = Quest.lessonChecks) {
        self.output = output
        self.errors = errors
        self.lessonChecks = lessonChecks
    }

    /// The process's standard output and error.
    public static func standard() -> CommandContext {
        CommandContext(output: StandardStream.output(), errors: StandardStream.error())
    }
}
