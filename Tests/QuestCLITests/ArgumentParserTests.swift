import QuestCLI
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    static let specs: [ArgumentSpec] = [
        .positional("lesson", help: ""),
        .positional("extra", optional: true, help: ""),
        .option("format", value: "json|text", help: ""),
        .flag("strict", help: ""),
    ]

    @Test("accepted command lines", arguments: [
        (["lesson22"], ParsedArguments(positionals: ["lesson22"])),
        (["lesson22", "--format", "text"], ParsedArguments(positionals: ["lesson22"], options: ["format": ["text"]])),
        (["--format=json", "22"], ParsedArguments(positionals: ["22"], options: ["format": ["json"]])),
        (["--format=", "22"], ParsedArguments(positionals: ["22"], options: ["format": [""]])),
        (["22", "--strict", "x"], ParsedArguments(positionals: ["22", "x"], flags: ["strict"])),
        (["--", "--strict"], ParsedArguments(positionals: ["--strict"])),
        (["-"], ParsedArguments(positionals: ["-"])),
    ])
    func accepted(arguments: [String], expected: ParsedArguments) throws {
        #expect(try ArgumentParser.parse(arguments, specs: Self.specs) == expected)
    }

    @Test("rejected command lines say what is wrong", arguments: [
        (["22", "--colour", "red"], "unknown option '--colour'"),
        (["22", "-x"], "unknown option '-x'"),
        (["22", "--format"], "'--format' needs a value: --format <json|text>"),
        (["22", "--format", "--strict"], "'--format' needs a value: --format <json|text>"),
        (["22", "--strict=yes"], "'--strict' does not take a value"),
        ([], "missing <lesson>"),
        (["a", "b", "c"], "unexpected argument 'c'"),
    ])
    func rejected(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try ArgumentParser.parse(arguments, specs: Self.specs)
        }
    }

    @Test("the last value of a repeated option wins")
    func repeated() throws {
        let parsed = try ArgumentParser.parse(["x", "--format", "json", "--format", "text"], specs: Self.specs)
        #expect(parsed.value("format") == "text")
    }
}
