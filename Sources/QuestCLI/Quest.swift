public import QuestCore
import QuestDecks
import QuestSite
import QuestTutorial
import QuestGrader

/// The `quest` command line: finds the subcommand, parses its arguments, runs it and returns the exit code.
public enum Quest {
    /// Shown by `quest --version`.
    public static let version = "0.1.0"

    /// `quest 0.1.0 (built with Swift version 6.3.1 (swift-6.3.1-RELEASE))`: the compiler is read from the prebuilt
    /// QuestUI module, which `swift build` or `Scripts/install.sh` made together with this binary.
    static var versionLine: String {
        let modules = try? PrebuiltModules.locate()
        let compiler = modules.flatMap { CompilerIdentity.of(module: $0.moduleDirectory + "/QuestUI.swiftmodule") }
        return "quest \(version) (built with \(compiler ?? "an unknown compiler: its prebuilt modules were not found"))"
    }

    /// Every subcommand, in the order `quest --help` lists them. To add one, add its type here (one line).
    public static var commands: [any QuestCommand.Type] {
        [
            InitCommand.self,
            LintCommand.self,
            DumpCommand.self,
            DecksCommand.self,
            BuildCommand.self,
            ServeCommand.self,
            StartCommand.self,
            CheckCommand.self,
            AnalyzeCommand.self,
            TypecheckCommand.self,
            PrepareCommand.self,
            HintCommand.self,
            ProgressCommand.self,
            ValidateCommand.self,
            DraftCommand.self,
            DoctorCommand.self,
        ]
    }

    /// Checks `quest lint` runs over each parsed lesson besides the parser's own. To add one, add it here (one line).
    public static var lessonChecks: [any LessonCheck] {
        [
            DraftedAnswerNotes(),
            TutorialDraftNote(),
            MissingContentClaims(),
            SectionAnchorCheck(),
        ]
    }

    /// Runs the command line `arguments` (including the program name, as in `CommandLine.arguments`).
    public static func main(_ arguments: [String], context: CommandContext = .standard()) -> Int32 {
        run(Array(arguments.dropFirst()), context: context).rawValue
    }

    private static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.errors.write(HelpFormatter.overview(commands: commands))
            return .usage
        }
        switch first {
        case "-h", "--help":
            context.output.write(HelpFormatter.overview(commands: commands))
            return .success
        case "--version":
            context.output.line(versionLine)
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let kind = first.hasPrefix("-") ? "option" : "command"
            return usageError("unknown \(kind) '\(first)'", hint: "Run 'quest --help' for the list of commands.", context: context)
        }
        let rest = Array(arguments.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            context.output.write(HelpFormatter.help(for: command))
            return .success
        }
        do throws(UsageError) {
            let parsed = try ArgumentParser.parse(rest, declared: command.arguments)
            let instance = try command.init(parsed)
            try instance.validate()
            let code = instance.run(context)
            // 64 may also come from `run`, for usage only the content can rule out (`--step 9` of a 7-step tutorial).
            assert(code == .usage || command.exitCodes[code] != nil, "quest \(command.name) returned \(code.rawValue), which its exitCodes do not declare")
            return code
        } catch {
            return usageError(
                error.message, hint: "usage: \(HelpFormatter.usage(for: command))\nRun 'quest help \(command.name)' for more.",
                context: context
            )
        }
    }

    private static func help(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let name = arguments.first else {
            context.output.write(HelpFormatter.overview(commands: commands))
            return .success
        }
        guard arguments.count == 1, let command = commands.first(where: { $0.name == name }) else {
            let message = arguments.count == 1 ? "unknown command '\(name)'" : "help takes one command name"
            return usageError(message, hint: "Run 'quest --help' for the list of commands.", context: context)
        }
        context.output.write(HelpFormatter.help(for: command))
        return .success
    }

    private static func usageError(_ message: String, hint: String, context: CommandContext) -> ExitCode {
        context.errors.line("error: \(message)")
        context.errors.line(hint)
        return .usage
    }
}
