import QuestCore
import QuestGrader

/// `quest start <lesson> [<dir>]`: a workspace with the lesson's starter files, a README and `.quest.json`.
public struct StartCommand: QuestCommand {
    public static let name = "start"
    public static let abstract = "Create a workspace for a lesson's exercises: starter files, a README and .quest.json."
    public static let discussion = """
    The folder defaults to ./<lesson slug>. Files that already exist with other contents are never overwritten: \
    quest lists them and stops, unless --force is given. Then run `quest check <lesson>` inside the folder.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the workspace was written, or was already up to date",
        .failure: "no such lesson, files that differ (without --force), or a file could not be written",
    ]
    static let lessonArgument = CommonArguments.lessonArgument
    static let dirArgument = Positional<String?>("dir", help: "The workspace folder (default: ./<lesson slug>).")
    static let forceFlag = Flag("force", help: "Overwrite files that already exist.")
    static let lessonsOption = CommonArguments.lessonsOption
    public static var arguments: [any CommandArgument] { [lessonArgument, dirArgument, forceFlag, lessonsOption] }

    public var lesson: String
    public var directory: String?
    public var force: Bool
    public var lessons: String

    public init(_ arguments: ParsedArguments) {
        lesson = arguments[Self.lessonArgument]
        directory = arguments[Self.dirArgument]
        force = arguments[Self.forceFlag]
        lessons = arguments[Self.lessonsOption]
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(lessons)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        guard let found = LessonLookup(lesson: lesson).find(in: lessons, context: context) else {
            return .failure
        }
        let destination = directory ?? found.slug
        let creator = WorkspaceCreator(lesson: found, lessonsDirectory: lessons, destination: destination)
        do {
            let plan = try creator.plan()
            let conflicts = creator.conflicts(in: plan)
            if !conflicts.isEmpty && !force {
                for path in conflicts {
                    context.errors.line("error: \(LearnerFilesPath.join(destination, path)) already exists and differs")
                }
                context.errors.line("Nothing was written. Move those files away, or run again with --force to overwrite them.")
                return .failure
            }
            let written = try creator.write(plan)
            for path in written { context.output.line("wrote \(LearnerFilesPath.join(destination, path))") }
            if written.isEmpty { context.output.line("\(destination) is already up to date") }
            try ProgressBook.update(workspace: destination, lessonsDirectory: lessons) { record, folder in
                record.start(lesson: found.slug, exercises: GradableExercises.all(in: found).map(\.exercise.id), workspace: folder)
            }
            context.output.line("Next: cd \(destination) && quest check \(found.slug)")
            if let tutorial = found.tutorial, !tutorial.steps.isEmpty {
                context.output.line("Build it step by step with the lesson's build-along tutorial (\(tutorial.steps.count) steps, "
                    + "\(found.slug)/tutorial.html on the course site); after step 1, run `quest check \(found.slug) --step 1`.")
            }
            // The first check's module-cache work happens now, while the learner reads the README.
            BackgroundPreparation.start()
            return .success
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
    }
}

/// Joins a folder and a relative path for messages.
enum LearnerFilesPath {
    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
