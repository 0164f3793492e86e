import QuestCore

/// `quest dump <lesson>`: prints one lesson as the parser extracted it, as JSON (the contract other tools read) or text.
public struct DumpCommand: QuestCommand {
    public static let name = "dump"
    public static let abstract = "Print one lesson as quest extracted it, as JSON or text."
    public static let discussion = """
    The JSON holds number, slug, title, summary, notes, callouts, exercises, questions (answer null when not \
    written), resources, interview (or null) and codeBlocks, with sorted keys. The lesson's own problems go to \
    standard error.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the lesson has no errors",
        .failure: "the lesson has errors, or there is no such lesson",
    ]
    static let lessonArgument = CommonArguments.lessonArgument
    static let lessonsOption = CommonArguments.lessonsOption
    static let formatOption = Option("format", default: Format.json, help: "json (the default) or text.")
    public static var arguments: [any CommandArgument] { [lessonArgument, lessonsOption, formatOption] }

    public enum Format: String, CaseIterable, Sendable {
        case json, text
    }

    public var lesson: String
    public var directory: String
    public var format: Format

    public init(_ arguments: ParsedArguments) {
        lesson = arguments[Self.lessonArgument]
        directory = arguments[Self.lessonsOption]
        format = arguments[Self.formatOption]
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(directory)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        guard let course = LessonsFolder.load(directory, context) else { return .failure }
        guard let found = course.lesson(named: lesson) else {
            for diagnostic in course.diagnostics where LessonParser.slug(ofFile: diagnostic.location.file) == lesson {
                context.errors.line(diagnostic.description)
            }
            let known = course.lessons.map(\.slug).joined(separator: ", ")
            context.errors.line("error: no lesson '\(lesson)' in \(directory)" + (known.isEmpty ? "" : " (lessons: \(known))"))
            return .failure
        }
        let own = course.diagnostics.filter { $0.location.file == found.file }
        for diagnostic in own {
            context.errors.line(diagnostic.description)
        }
        switch format {
        case .json: context.output.write(LessonJSON.encode(found))
        case .text: context.output.write(LessonText.render(found))
        }
        return own.hasErrors ? .failure : .success
    }
}
