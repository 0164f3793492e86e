import QuestCore
@testable import QuestGrader
import Testing

/// The pieces of `quest validate`'s output that need no compiler: GitHub annotations, block line mapping, the table.
@Suite("validation output")
struct ValidationOutputTests {
    @Test("GitHub annotations escape what would end a property or the message", arguments: [
        (Diagnostic(.error, at: SourceLocation(file: "Lessons/lesson22.md", line: 57, column: 5), code: "swift-block-error", "cannot find 'x' in scope"),
         "::error file=Lessons/lesson22.md,line=57,col=5,title=swift-block-error::cannot find 'x' in scope"),
        (Diagnostic(.warning, at: SourceLocation(file: "Lessons/a,b:c.md", line: 1), code: "w", "50% done\nnext line"),
         "::warning file=Lessons/a%2Cb%3Ac.md,line=1,col=1,title=w::50%25 done%0Anext line"),
        (Diagnostic(.note, at: SourceLocation(file: "Lessons/x.md", line: 3), code: "drafted-answer", "drafted"),
         "::notice file=Lessons/x.md,line=3,col=1,title=drafted-answer::drafted"),
    ])
    func annotation(diagnostic: Diagnostic, command: String) {
        #expect(GitHubAnnotation(diagnostic: diagnostic).command == command)
    }

    @Test("a message inside a block maps to the lesson's line, shifted by the fence's indentation", arguments: [
        (0, 3, 14, 52, 14),
        (2, 1, 5, 50, 7),
    ])
    func blockLocation(indent: Int, line: Int, column: Int, lessonLine: Int, lessonColumn: Int) {
        let block = CodeBlock(language: "swift", info: "swift", code: "", line: 49, fragment: false)
        var lines = Array(repeating: "text", count: 60)
        lines[48] = String(repeating: " ", count: indent) + "```swift"
        let fences = FenceIndentation(text: lines.joined(separator: "\n"))
        let location = CodeBlockCompiler.location(line: line, column: column, in: block, file: "L.md", fences: fences)
        #expect(location == SourceLocation(file: "L.md", line: lessonLine, column: lessonColumn))
    }

    @Test("the table aligns its columns and marks failing rows")
    func table() {
        let failing = Diagnostic(.error, at: SourceLocation(file: "L.md", line: 1), code: "solution-fails", "no")
        let text = ValidationTable.render([
            ValidationRow(lesson: "lesson22", item: "lint", expected: "no errors", result: "ok"),
            ValidationRow(lesson: "lesson22", item: "router · solution", expected: "passes every check", result: "failed router",
                          diagnostics: [failing], milliseconds: 12_345),
        ])
        #expect(text == """
               lesson    item               expected            result           time
            ✓  lesson22  lint               no errors           ok
            ✗  lesson22  router · solution  passes every check  failed router  12.3 s

            """)
    }
}
