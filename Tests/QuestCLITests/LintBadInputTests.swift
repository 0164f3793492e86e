import Foundation
import Testing

/// `quest lint` on a folder holding lesson 22 and one mistaken lesson: the mistake's line, then the exit code.
@Suite("quest lint on each bad input beside lesson 22")
struct LintBadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let text: String
        /// The start of the printed diagnostic after the folder: `lesson30.md:2:9: error:`.
        let expected: String
        let code: String
        var testDescription: String { code }
    }

    static let front = "---\nlesson: 30\ntitle: Lists\n---\n\n"
    static let block = "## Exercise\n\nBuild it.\n\n```quest-exercise\n"

    static let cases: [Case] = [
        Case(file: "lesson30.md", text: "# Lists\n", expected: "lesson30.md:1:1: error:", code: "missing-front-matter"),
        Case(file: "lesson30.md", text: "---\nlesson: 30\n", expected: "lesson30.md:1:1: error:", code: "unterminated-front-matter"),
        Case(file: "lesson30.md", text: "---\nlesson: x\ntitle: L\n---\n", expected: "lesson30.md:2:9: error:", code: "invalid-lesson-number"),
        Case(file: "lesson30.md", text: "---\nlesson: 22\ntitle: L\n---\n", expected: "lesson30.md:2:1: error:", code: "duplicate-lesson-number"),
        Case(file: "lesson30.md", text: "---\nlesson: 30\n---\n", expected: "lesson30.md:1:1: error:", code: "missing-title"),
        Case(file: "lesson 30.md", text: front, expected: "lesson 30.md:1:1: error:", code: "invalid-slug"),
        Case(file: "lesson30.md", text: front + "## Exercise\n\nBuild it.\n", expected: "lesson30.md:6:1: error:", code: "missing-exercise-block"),
        Case(file: "lesson30.md", text: front + block + "id: a\nentry V\nchecks: router\n```\n", expected: "lesson30.md:12:1: error:",
             code: "malformed-exercise-line"),
        Case(file: "lesson30.md", text: front + block + "id: a\nentry: V\nchecks: warp\n```\n", expected: "lesson30.md:13:9: error:",
             code: "unknown-check"),
        Case(file: "lesson30.md", text: front + block + "id: a\nentry: V\nchecks: router\nstarter: ../x\n```\n",
             expected: "lesson30.md:14:10: error:", code: "path-outside-lessons"),
        Case(file: "lesson30.md", text: front + "## After this lesson you should be able to answer\n\nWhy?\n",
             expected: "lesson30.md:6:1: error:", code: "questions-not-a-list"),
        Case(file: "lesson30.md", text: front + "## Interview problem · Deep links\n", expected: "lesson30.md:6:1: error:",
             code: "interview-missing-part"),
        Case(file: "lesson30.md", text: front + "### Answer\n", expected: "lesson30.md:6:1: error:", code: "interview-part-outside-interview"),
        Case(file: "lesson30.md", text: "", expected: "lesson30.md:1:1: error:", code: "empty-file"),
        Case(file: "lesson30.md", text: front + "## Excercise\n", expected: "lesson30.md:6:1: warning:", code: "misspelt-part-heading"),
    ]

    @Test("the diagnostic is printed at its line; errors exit 1, warnings exit 0", arguments: cases)
    func lint(input: Case) throws {
        let folder = try CLI.lessons([input.file: input.text])
        defer { CLI.remove(folder) }
        let run = CLI.run("lint", folder.path)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(folder.path)/\(input.expected)") && $0.hasSuffix("[\(input.code)]") },
                "\(run.stdout)")
        #expect(!lines.contains { $0.contains("/lesson22.md:") }, "lesson 22 must stay clean")
        #expect(run.status == (input.expected.hasSuffix("error:") ? 1 : 0))
    }
}
