import Foundation
import QuestCore
import QuestGrader
import QuestTutorial

/// `quest draft tutorial <lesson>`: drafts a lesson's `## Build along` from its starter and solution.
public struct DraftCommand: QuestCommand {
    public static let name = "draft"
    public static let abstract = "Draft a lesson's build-along tutorial from its starter and solution, proved by real check runs."
    public static let discussion = """
    Cuts the difference between the exercise's starter and solution into changes, then orders them so that each \
    step compiles and turns at least one more check step green (trying each with a real compile and check run), \
    and drafts each step's prose from the lesson's own sentences about the APIs it introduces. Prints the \
    `## Build along` Markdown to edit and paste into the lesson (or writes it to --output). Results are cached in \
    .quest-cache/tutorial beside the lessons folder, keyed on the candidate's files, the exercises and the text of \
    the lesson's own check files, so a second draft compiles nothing and an edited check drafts again. When no \
    single change turns a check step green, pairs and small sets of changes are tried, within --budget candidates. \
    The same inputs always give the same draft.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the draft was written",
        .failure: "no such lesson, no exercise with a starter and a solution, or the checks could not be run on them",
    ]
    static let whatArgument = Positional<String>("what", help: "What to draft: tutorial.")
    static let lessonArgument = Positional<String>("lesson", help: "The lesson's slug (lesson22) or number (22).")
    static let lessonsOption = Option("lessons", value: "dir", default: "Lessons", help: "The lessons folder (default: Lessons).")
    static let outputOption = Option<String?>("output", value: "file", help: "Write the draft to a file instead of standard output.")
    static let noCacheFlag = Flag("no-cache", help: "Compile every candidate again instead of reading .quest-cache.")
    static let budgetOption = Option<Int?>(
        "budget", value: "N", help: "Evaluate at most N distinct candidates (default \(TutorialDrafter.defaultBudget)).",
        expected: "a positive number", parse: { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    )
    static let traceFlag = Flag("trace", help: "Print each change and each candidate tried, with what it turned green, on standard error.")
    public static var arguments: [any CommandArgument] {
        [whatArgument, lessonArgument, lessonsOption, outputOption, noCacheFlag, budgetOption, traceFlag]
    }

    /// The folder, beside the lessons folder, where drafting results are cached.
    public static let cacheFolder = ".quest-cache/tutorial"

    public var lesson: String
    public var lessons: String
    public var outputFile: String?
    public var useCache: Bool
    public var budget: Int
    public var trace: Bool

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        let what = arguments[Self.whatArgument]
        guard what == "tutorial" else { throw UsageError("quest can draft a tutorial (`quest draft tutorial <lesson>`), not '\(what)'") }
        lesson = arguments[Self.lessonArgument]
        lessons = arguments[Self.lessonsOption]
        outputFile = arguments[Self.outputOption]
        useCache = !arguments[Self.noCacheFlag]
        budget = arguments[Self.budgetOption] ?? TutorialDrafter.defaultBudget
        trace = arguments[Self.traceFlag]
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(lessons)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        if let outputFile, let problem = FileProblem.writing(outputFile) {
            context.errors.line("error: \(problem)")
            return .failure
        }
        guard let found = LessonLookup(lesson: lesson).find(in: lessons, context: context) else { return .failure }
        let cache = URL(fileURLWithPath: lessons).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(Self.cacheFolder).path
        let started = Date()
        let result: TutorialDraftJob.Result
        do {
            let grader = try Grader.locate(glue: CheckGlue())
            var job = TutorialDraftJob(
                lesson: found, lessonsDirectory: lessons, grader: grader, cacheDirectory: useCache ? cache : nil, budget: budget
            )
            if trace { job.trace = { context.errors.line("trace: " + $0) } }
            result = try job.run()
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        if let outputFile {
            do {
                try result.markdown.write(toFile: outputFile, atomically: true, encoding: .utf8)
            } catch {
                context.errors.line("error: \(FileProblem.sentence(for: error, path: outputFile))")
                return .failure
            }
        } else {
            context.output.write(result.markdown)
        }
        for line in result.summary(lesson: found.slug, seconds: seconds) { context.errors.line(line) }
        return .success
    }
}
