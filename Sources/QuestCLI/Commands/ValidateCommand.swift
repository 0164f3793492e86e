import Foundation
import QuestCore
public import QuestGrader

/// `quest validate [<dir>]`: continuous integration for a course. Lints every lesson, compiles every Swift block, and
/// grades every exercise's starter (must fail), reference solution (must pass) and mutants (must fail the check their
/// `fails` file names), in parallel, then prints a summary table.
public struct ValidateCommand: QuestCommand {
    public static let name = "validate"
    public static let abstract = "Check a whole course for CI: lint, compile every Swift block, grade starters, solutions and mutants."
    public static let discussion = """
    In one run: every lesson is linted (as `quest lint`); the ```swift blocks of each lesson (not `fragment`) are \
    compiled together against QuestUI and each compiler message is reported at the lesson's own line; every exercise \
    is graded exactly as `quest check` grades it: its starter must compile and fail a check, its reference solution \
    must pass every check, and each mutant (the solution with the mutant's files laid over it) must fail the check its \
    `fails` file names. Progress goes to standard error; the report (text, github annotations or junit XML) to \
    standard output.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "everything holds",
        .failure: "something does not hold, or the course could not be compiled or graded",
    ]
    static let dirArgument = CommonArguments.lessonsDirArgument
    static let formatOption = Option(
        "format", default: ValidationFormat.text, help: "text (default), github (workflow annotations) or junit."
    )
    static let jobsOption = Option(
        "jobs", value: "n", help: "Steps compiled and graded at the same time (default: the number of cores).",
        expected: "a positive number", parse: { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    )
    static let seedOption = CommonArguments.seedOption(
        "Grade with this seed for the checks' random probes (default: \(ProbeSeed.validation), so validation is repeatable)."
    )
    public static var arguments: [any CommandArgument] { [dirArgument, formatOption, jobsOption, seedOption] }

    public var directory: String
    public var format: ValidationFormat
    public var jobs: Int
    public var seed: UInt64

    public init(_ arguments: ParsedArguments) {
        directory = arguments[Self.dirArgument]
        format = arguments[Self.formatOption]
        jobs = arguments[Self.jobsOption] ?? ProcessInfo.processInfo.activeProcessorCount
        seed = arguments[Self.seedOption] ?? ProbeSeed.validation
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(directory)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        guard let course = LessonsFolder.load(directory, context) else { return .failure }
        // The check files are compiled by grading itself, which reports their errors once; the entry types are not.
        let lint = (LintCommand.diagnostics(for: course, checks: context.lessonChecks) + ExerciseEntryCheck.diagnostics(for: course))
            .sortedForDisplay()
        var validator: CourseValidator
        do {
            validator = try CourseValidator.locate(jobs: jobs)
            validator.grader.seed = seed
        } catch {
            context.errors.line("error: cannot compile or grade: \(FileProblem.sentence(for: error))")
            return .failure
        }
        let errors = SendableWriter(context.errors)
        let report = validator.validate(course, lint: lint) { progress in
            let verdict = progress.holds ? "ok" : "FAILED"
            let seconds = String(format: "%.1f s", Double(progress.milliseconds) / 1000)
            errors.line("[\(progress.finished)/\(progress.total)] \(progress.lesson) · \(progress.label): \(verdict) (\(seconds))")
        }
        context.output.write(format.render(report))
        return report.holds ? .success : .failure
    }
}

/// The command's error stream, handed to the validator's progress closure. The validator calls that closure under a
/// lock, one call at a time, which is what makes sharing the (non-Sendable) writer across its threads safe.
private final class SendableWriter: @unchecked Sendable {
    private let writer: any TextWriter

    init(_ writer: any TextWriter) { self.writer = writer }

    func line(_ text: String) { writer.line(text) }
}
