/// A `quest` subcommand. Its static description drives argument parsing and the generated help, so help cannot drift.
///
/// To add a command: write a type conforming to this protocol and add one line to `Quest.commands`.
public protocol QuestCommand {
    /// The word after `quest` (`lint`).
    static var name: String { get }
    /// One line for `quest --help`.
    static var abstract: String { get }
    /// Further paragraphs for `quest help <command>` (may be empty).
    static var discussion: String { get }
    /// Positionals, options and flags, in the order help lists them.
    static var arguments: [ArgumentSpec] { get }

    /// Reads already-parsed arguments; throws for values that cannot be used (a bad `--format`).
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Checks what parsing cannot (a folder that does not exist). A thrown error means exit 64.
    func validate() throws(UsageError)
    /// Does the work, writing only to `context`'s streams, and returns the exit code.
    func run(_ context: CommandContext) -> ExitCode
}

extension QuestCommand {
    public static var discussion: String { "" }
    public func validate() throws(UsageError) {}
}
