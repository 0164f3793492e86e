/// Generates `quest --help` and `quest help <command>` from the registered command types.
enum HelpFormatter {
    static func overview(commands: [any QuestCommand.Type]) -> String {
        var rows = commands.map { (name: $0.name, help: $0.abstract) }
        rows.append((name: "help", help: "Show help for a command: quest help <command>."))
        return """
        quest \(Quest.version): turns a Markdown iOS course into a static site, flash-card decks and graded SwiftUI exercises.

        USAGE: quest <command> [<arguments>] [<options>]

        COMMANDS:
        \(table(rows))

        OPTIONS:
        \(table([("-h, --help", "Show this help."), ("--version", "Show quest's version.")]))

        Run 'quest help <command>' for a command's arguments and options.

        """
    }

    static func help(for command: any QuestCommand.Type) -> String {
        var text = "OVERVIEW: \(command.abstract)\n\n"
        if !command.discussion.isEmpty { text += command.discussion + "\n\n" }
        text += "USAGE: \(usage(for: command))\n"
        let positionals = command.specs.filter(\.isPositional)
        let options = command.specs.filter { !$0.isPositional }
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n" + table(positionals.map { ($0.label, $0.help) }) + "\n"
        }
        text += "\nOPTIONS:\n" + table(options.map { ($0.label, $0.help) } + [("-h, --help", "Show help for this command.")]) + "\n"
        let exitCodes = command.exitCodes.sorted { $0.key.rawValue < $1.key.rawValue } + [(key: .usage, value: "bad usage")]
        text += "\nEXIT CODES:\n" + table(exitCodes.map { (String($0.key.rawValue), $0.value) }) + "\n"
        return text
    }

    static func usage(for command: any QuestCommand.Type) -> String {
        (["quest", command.name] + command.specs.map(\.usage)).joined(separator: " ")
    }

    /// Two aligned columns, indented by two spaces.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, help in
            "  " + name + String(repeating: " ", count: width - name.count + 2) + help
        }.joined(separator: "\n")
    }
}
