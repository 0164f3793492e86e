/// A `quest` subcommand. Its static description drives argument parsing and the generated help, so help cannot drift.
///
/// How to add a command: write a type like this one, then add `GreetCommand.self` to `Quest.commands` (one line).
/// Each argument is declared once, as a static `Option`, `Flag` or `Positional` named after its word and kind
/// (`lessonsOption`, `loudFlag`, `lessonArgument`, so it never clashes with the property that holds its value);
/// listing it in `arguments` gives the parser its rules and the help its line, and `arguments[Self.lessonsOption]`
/// reads it back typed (a misspelt name does not compile). How to add an option: one `static let`, one entry in
/// `arguments`, one read in `init`.
///
///     struct GreetCommand: QuestCommand {
///         static let name = "greet"
///         static let abstract = "Say hello to a lesson."
///         static let lessonArgument = Positional<String>("lesson", help: "The lesson to greet.")
///         static let lessonsOption = Option("lessons", value: "dir", default: "Lessons", help: "The lessons folder.")
///         static let formatOption = Option("format", default: ReportFormat.text, help: "text (default), json or junit.")
///         static let loudFlag = Flag("loud", help: "Shout.")
///         static var arguments: [any CommandArgument] { [lessonArgument, lessonsOption, formatOption, loudFlag] }
///         static let exitCodes: [ExitCode: String] = [.success: "the lesson was greeted", .failure: "no such lesson"]
///
///         let lesson: String, lessons: String, format: ReportFormat, loud: Bool
///
///         init(_ arguments: ParsedArguments) {
///             lesson = arguments[Self.lessonArgument]
///             lessons = arguments[Self.lessonsOption]
///             format = arguments[Self.formatOption]
///             loud = arguments[Self.loudFlag]
///         }
///
///         func run(_ context: CommandContext) -> ExitCode { … }
///     }
///
/// `Option<String?>` is nil when left out; `Option(…, default:)` takes a string or a case of a `CaseIterable` string
/// enum (help then shows `<text|json|junit>` and a wrong value is told the choices), or `choices:` strings;
/// `Option(…, expected:, parse:)` converts to any other type. `Positional<String>` is required, `Positional<String?>` or `Positional(…, default:)`
/// may be left out, `Positional<[String]>` takes the rest. A value a declaration rejects is exit 64 before `init` runs.
/// Arguments several commands take alike (`<lesson>`, `--lessons <dir>`) are declared once in `CommonArguments`:
/// a command writes `static let lessonsOption = CommonArguments.lessonsOption` rather than a copy.
public protocol QuestCommand {
    /// The word after `quest` (`lint`).
    static var name: String { get }
    /// One line for `quest --help`.
    static var abstract: String { get }
    /// Further paragraphs for `quest help <command>` (may be empty).
    static var discussion: String { get }
    /// The command's declared positionals, options and flags, in the order help lists them.
    static var arguments: [any CommandArgument] { get }
    /// What each exit code means for this command, the one place that says so: help prints it, the docs are tested
    /// against it, and `run` returning another code fails an assertion. 64 (bad usage) is every command's: not listed.
    static var exitCodes: [ExitCode: String] { get }

    /// Reads the parsed arguments (`arguments[Self.lesson]`); throws for combinations that cannot be used.
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Checks what parsing cannot (a folder that does not exist). A thrown error means exit 64.
    func validate() throws(UsageError)
    /// Does the work, writing only to `context`'s streams, and returns the exit code.
    func run(_ context: CommandContext) -> ExitCode
}

extension QuestCommand {
    public static var discussion: String { "" }
    public func validate() throws(UsageError) {}

    /// The declared arguments' specs, for the parser and the help.
    static var specs: [ArgumentSpec] { arguments.map(\.spec) }
}
