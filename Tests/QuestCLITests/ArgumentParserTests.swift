import QuestCLI
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    enum Format: String, CaseIterable, Sendable {
        case json, text
    }

    static let lesson = Positional<String>("lesson", help: "")
    static let extra = Positional<String?>("extra", help: "")
    static let format = Option("format", default: Format.json, help: "")
    static let strict = Flag("strict", help: "")
    static let jobs = Option("jobs", value: "n", help: "", expected: "a positive number", parse: { Int($0).flatMap { $0 > 0 ? $0 : nil } })
    static let declared: [any CommandArgument] = [lesson, extra, format, strict, jobs]

    /// What a command reads back from a parsed command line.
    struct Read: Equatable, CustomStringConvertible {
        var lesson: String
        var extra: String?
        var format: Format = .json
        var strict = false

        var description: String { "\(lesson) \(extra ?? "nil") \(format) \(strict)" }
    }

    @Test("accepted command lines", arguments: [
        (["lesson22"], Read(lesson: "lesson22")),
        (["lesson22", "--format", "text"], Read(lesson: "lesson22", format: .text)),
        (["--format=json", "22"], Read(lesson: "22", format: .json)),
        (["22", "--strict", "x"], Read(lesson: "22", extra: "x", strict: true)),
        (["--", "--strict"], Read(lesson: "--strict")),
        (["-"], Read(lesson: "-")),
    ])
    func accepted(arguments: [String], expected: Read) throws {
        let parsed = try ArgumentParser.parse(arguments, declared: Self.declared)
        let read = Read(lesson: parsed[Self.lesson], extra: parsed[Self.extra], format: parsed[Self.format], strict: parsed[Self.strict])
        #expect(read == expected)
    }

    @Test("rejected command lines say what is wrong", arguments: [
        (["22", "--colour", "red"], "unknown option '--colour'"),
        (["22", "-x"], "unknown option '-x'"),
        (["22", "--format"], "'--format' needs a value: --format <json|text>"),
        (["22", "--format", "--strict"], "'--format' needs a value: --format <json|text>"),
        (["22", "--format="], "--format must be json or text, not ''"),
        (["22", "--format", "xml"], "--format must be json or text, not 'xml'"),
        (["22", "--jobs", "0"], "--jobs must be a positive number, not '0'"),
        (["22", "--strict=yes"], "'--strict' does not take a value"),
        ([], "missing <lesson>"),
        (["a", "b", "c"], "unexpected argument 'c'"),
    ])
    func rejected(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try ArgumentParser.parse(arguments, declared: Self.declared)
        }
    }

    @Test("the last value of a repeated option wins")
    func repeated() throws {
        let parsed = try ArgumentParser.parse(["x", "--format", "json", "--format", "text", "--jobs=3"], declared: Self.declared)
        #expect(parsed[Self.format] == .text)
        #expect(parsed[Self.jobs] == 3)
    }

    @Test("a repeated positional takes the rest, and an option left out is nil")
    func rest() throws {
        let paths = Positional<[String]>("path", help: "")
        let out = Option<String?>("out", value: "dir", help: "")
        let parsed = try ArgumentParser.parse(["a.swift", "b", "--", "-c"], declared: [paths, out])
        #expect(parsed[paths] == ["a.swift", "b", "-c"])
        #expect(parsed[out] == nil)
        #expect(throws: UsageError("missing <path>")) { try ArgumentParser.parse([], declared: [paths]) }
    }

    @Test("help lists each declaration once, positionals under ARGUMENTS", arguments: Quest.commands.map { $0.name })
    func help(name: String) throws {
        let command = try #require(Quest.commands.first { $0.name == name })
        let output = CapturedOutput()
        #expect(Quest.main(["quest", "help", name], context: CommandContext(output: output, errors: CapturedOutput())) == 0)
        let sections = output.text.components(separatedBy: "\nOPTIONS:\n")
        for spec in command.arguments.map(\.spec) {
            let section = spec.isPositional ? sections[0] : sections[1]
            #expect(section.contains("  \(spec.label)  "), "\(name): \(spec.label)")
        }
    }
}
