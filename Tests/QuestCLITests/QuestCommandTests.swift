import Foundation
import QuestCLI
import QuestCore
import Testing

/// A lint check that flags every lesson, to prove `quest lint` runs the registered checks.
private struct EveryLessonNote: LessonCheck {
    func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        [Diagnostic(.note, at: SourceLocation(file: lesson.file, line: 31), code: "drafted-answer", "answer drafted")]
    }
}

@Suite("quest, in-process")
struct QuestCommandTests {
    @Test("--help lists every registered command and help itself")
    func help() {
        let run = CLI.run("--help")
        #expect(run.status == 0)
        for command in Quest.commands {
            #expect(run.stdout.contains("  \(command.name) "), "missing \(command.name)")
            #expect(run.stdout.contains(command.abstract))
        }
        #expect(run.stdout.contains("USAGE: quest <command>"))
        #expect(run.stderr.isEmpty)
    }

    @Test("help for a command, three ways, is the same text", arguments: [["help", "lint"], ["lint", "--help"], ["lint", "-h"]])
    func commandHelp(arguments: [String]) {
        let output = CapturedOutput()
        let status = Quest.main(["quest"] + arguments, context: CommandContext(output: output, errors: CapturedOutput()))
        #expect(status == 0)
        #expect(output.text.hasPrefix("OVERVIEW: \(LintCommand.abstract)"))
        #expect(output.text.contains("USAGE: quest lint [<dir>]"))
        #expect(output.text.contains("<dir>"))
    }

    @Test("--version prints the version and the compiler that built the prebuilt modules")
    func version() {
        let run = CLI.run("--version")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("quest \(Quest.version) (built with Swift version "))
    }

    @Test("bad usage exits 64 with a message on stderr", arguments: [
        (["frobnicate"], "error: unknown command 'frobnicate'"),
        (["--frobnicate"], "error: unknown option '--frobnicate'"),
        (["lint", "--strict"], "error: unknown option '--strict'"),
        (["lint", "a", "b"], "error: unexpected argument 'b'"),
        (["lint", "/nonexistent/quest-lessons"], "error: no lessons folder at '/nonexistent/quest-lessons'"),
        (["dump"], "error: missing <lesson>"),
        (["dump", "22", "--format", "xml"], "error: --format must be json or text, not 'xml'"),
        (["typecheck", "a.swift", "--swift-version", "4"], "error: --swift-version must be 5 or 6, not '4'"),
        (["help", "frobnicate"], "error: unknown command 'frobnicate'"),
        ([], "USAGE: quest <command>"),
    ])
    func badUsage(arguments: [String], message: String) {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = Quest.main(["quest"] + arguments, context: CommandContext(output: output, errors: errors))
        #expect(status == 64)
        #expect(errors.text.contains(message), "\(errors.text)")
        #expect(output.text.isEmpty)
    }

    @Test("lint on a clean folder prints only the summary and exits 0")
    func lintClean() throws {
        let folder = try CLI.lessons()
        defer { CLI.remove(folder) }
        let run = CLI.run("lint", folder.path)
        #expect(run.status == 0)
        #expect(run.stdout == "1 lesson, 0 errors, 0 warnings\n")
        #expect(run.stderr.isEmpty)
    }

    @Test("lint prints located errors in the compiler's format, sorted, and exits 1")
    func lintErrors() throws {
        let folder = try CLI.lessons([
            "lesson30.md": "---\nlesson: thirty\ntitle: Lists\n---\n",
            "lesson31.md": "---\nlesson: 31\ntitle: Grids\n---\n\n## Excercise\n",
        ])
        defer { CLI.remove(folder) }
        let run = CLI.run("lint", folder.path)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(folder.path)/lesson30.md:2:9: error: the lesson number must be a positive whole number, not `thirty` [invalid-lesson-number]",
            "\(folder.path)/lesson31.md:6:1: warning: `## Excercise` looks like a misspelt part heading; did you mean `## Exercise`? (it is read as a notes section) [misspelt-part-heading]",
            "2 lessons, 1 error, 1 warning",
        ])
    }

    @Test("warnings alone exit 0")
    func lintWarnings() throws {
        let folder = try CLI.lessons(["lesson31.md": "---\nlesson: 31\ntitle: Grids\n---\n\n## Resorces\n"])
        defer { CLI.remove(folder) }
        let run = CLI.run("lint", folder.path)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("2 lessons, 0 errors, 1 warning\n"))
    }

    @Test("lint runs the registered lesson checks and counts their notes")
    func lintChecks() throws {
        let folder = try CLI.lessons()
        defer { CLI.remove(folder) }
        let output = CapturedOutput()
        let context = CommandContext(output: output, errors: CapturedOutput(), lessonChecks: [EveryLessonNote()])
        let status = Quest.main(["quest", "lint", folder.path], context: context)
        #expect(status == 0)
        #expect(output.text == "\(folder.path)/lesson22.md:31:1: note: answer drafted [drafted-answer]\n1 lesson, 0 errors, 0 warnings, 1 note\n")
    }

    @Test("dump prints lesson 22 as JSON by slug or number", arguments: ["lesson22", "22"])
    func dumpJSON(name: String) throws {
        let folder = try CLI.lessons()
        defer { CLI.remove(folder) }
        let run = CLI.run("dump", name, "--lessons", folder.path, "--format", "json")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["number"] as? Int == 22)
        #expect((object["questions"] as? [Any])?.count == 3)
        #expect((object["interview"] as? [String: Any])?["part"] as? Int == 5)
    }

    @Test("dump --format text lays out the parts with their lines")
    func dumpText() throws {
        let folder = try CLI.lessons()
        defer { CLI.remove(folder) }
        let run = CLI.run("dump", "lesson22", "--lessons=\(folder.path)", "--format=text")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Lesson 22: Toolbars, menus, and search  [lesson22]\n"))
        // Lines are looked up in the course's own lesson, so that an author's edit of it never breaks this test.
        let text = try String(contentsOf: CLI.lesson22, encoding: .utf8)
        let question = try CLI.line(of: "- How does `.searchable` deliver", in: text)
        let exercise = try CLI.line(of: "```quest-exercise", in: text)
        let interview = try CLI.line(of: "## Interview problem", in: text)
        let fragment = try CLI.line(of: "```swift fragment", in: text)
        #expect(run.stdout.contains("  q2 (line \(question)): How does `.searchable` deliver the search text to your view?"))
        #expect(run.stdout.contains("Exercise: list-toolbar-search (line \(exercise))"))
        #expect(run.stdout.contains("Interview problem · Part 5: A deep link into a navigation stack (line \(interview))"))
        #expect(run.stdout.contains("  line \(fragment): swift fragment, "))
    }

    @Test("dump of a lesson that does not exist exits 1 and names the lessons there are")
    func dumpMissing() throws {
        let folder = try CLI.lessons()
        defer { CLI.remove(folder) }
        let run = CLI.run("dump", "lesson99", "--lessons", folder.path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: no lesson 'lesson99' in \(folder.path) (lessons: lesson22)\n")
    }

    @Test("dump of a lesson with errors still prints it, reports them on stderr and exits 1")
    func dumpWithErrors() throws {
        let folder = try CLI.lessons(["lesson30.md": "---\nlesson: 30\ntitle: Lists\n---\n\n## Exercise\n\nDo it.\n"])
        defer { CLI.remove(folder) }
        let run = CLI.run("dump", "30", "--lessons", folder.path)
        #expect(run.status == 1)
        #expect(run.stdout.contains("\"slug\" : \"lesson30\""))
        #expect(run.stderr.contains("lesson30.md:6:1: error:"))
        #expect(run.stderr.contains("[missing-exercise-block]"))
    }
}
