import QuestCore
import QuestGrader

/// `quest prepare`: builds what grading needs once, so that the first `quest check` is as fast as the next ones.
public struct PrepareCommand: QuestCommand {
    public static let name = "prepare"
    public static let abstract = "Get the grader ready: link the runtime library and fill the compiler's module cache."
    public static let discussion = """
    Links QuestUI and QuestChecks into one shared library next to the quest binary (once per build of them and per \
    compiler) and compiles a file that imports every module learner code uses, so that the first `quest check` \
    does not spend its time there. `quest start` runs it in the background.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the grader is ready",
        .couldNotRun: "the toolchain or the prebuilt modules are missing",
    ]
    public static var arguments: [any CommandArgument] { [] }

    public init(_ arguments: ParsedArguments) {}

    public func run(_ context: CommandContext) -> ExitCode {
        do {
            let milliseconds = try LearnerCompiler(settings: try CompilerSettings.locate()).prepare()
            context.output.line("The grader is ready (\(milliseconds) ms).")
            return .success
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .couldNotRun
        }
    }
}
