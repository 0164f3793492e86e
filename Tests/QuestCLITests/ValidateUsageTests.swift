import QuestCLI
import Testing

/// `quest validate`'s command line: mistakes exit 64 before anything is compiled.
@Suite("quest validate, usage")
struct ValidateUsageTests {
    @Test("bad usage exits 64 with a message", arguments: [
        (["validate", "--format", "xml"], "error: --format must be text, github or junit, not 'xml'"),
        (["validate", "--jobs", "0"], "error: --jobs must be a positive number, not '0'"),
        (["validate", "--jobs", "many"], "error: --jobs must be a positive number, not 'many'"),
        (["validate", "/nonexistent/Lessons"], "error: no lessons folder at '/nonexistent/Lessons'"),
        (["validate", "Lessons", "More"], "error: unexpected argument 'More'"),
    ])
    func badUsage(arguments: [String], message: String) {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = Quest.main(["quest"] + arguments, context: CommandContext(output: output, errors: errors, lessonChecks: []))
        #expect(status == 64)
        #expect(errors.text.hasPrefix(message + "\n"), "\(errors.text)")
        #expect(output.text.isEmpty)
    }

    @Test("quest --help lists validate")
    func listedInHelp() {
        #expect(CLI.run("--help").stdout.contains("  validate "))
    }
}
