import Foundation
import QuestCore
import Testing

/// One mistaken lesson file, and the diagnostic an author must get for it.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let file: String
    let contents: Data
    let code: String
    let line: Int
    var column: Int? = nil
    var severity: Diagnostic.Severity = .error

    var testDescription: String { name }

    init(_ name: String, file: String = "lesson30.md", _ text: String, _ code: String, line: Int, column: Int? = nil,
         severity: Diagnostic.Severity = .error) {
        self.init(name, file: file, data: Data(text.utf8), code, line: line, column: column, severity: severity)
    }

    init(_ name: String, file: String = "lesson30.md", data: Data, _ code: String, line: Int, column: Int? = nil,
         severity: Diagnostic.Severity = .error) {
        self.name = name
        self.file = file
        self.contents = data
        self.code = code
        self.line = line
        self.column = column
        self.severity = severity
    }
}

private let exerciseBody = "## Exercise\n\nBuild it.\n\n```quest-exercise\n"
// Lines of TestCourse.lesson(exerciseBody + …): heading 6, fence 10, first key line 11.

let badInputs: [BadInput] = [
    BadInput("no front matter", "# Lists\n\nNotes.\n", "missing-front-matter", line: 1),
    BadInput("unterminated front matter", "---\nlesson: 30\ntitle: Lists\n\nNotes.\n", "unterminated-front-matter", line: 1),
    BadInput("non-integer lesson number", "---\nlesson: thirty\ntitle: Lists\n---\n", "invalid-lesson-number", line: 2, column: 9),
    BadInput("zero lesson number", "---\nlesson: 0\ntitle: Lists\n---\n", "invalid-lesson-number", line: 2),
    BadInput("duplicate lesson number", file: "lesson99.md", TestCourse.lesson("Notes.\n", number: "22"),
             "duplicate-lesson-number", line: 2),
    BadInput("missing title", "---\nlesson: 30\n---\n\nNotes.\n", "missing-title", line: 1),
    BadInput("empty title", "---\nlesson: 30\ntitle:\n---\n", "missing-title", line: 3),
    BadInput("unknown front-matter key", "---\nlesson: 30\ntitle: Lists\nauthor: Ann\n---\n", "unknown-front-matter-key",
             line: 4, severity: .warning),
    BadInput("malformed front-matter line", "---\nlesson: 30\ntitle: Lists\njust words\n---\n", "malformed-front-matter-line", line: 4),
    BadInput("slug with a space", file: "lesson 30.md", TestCourse.lesson("Notes.\n"), "invalid-slug", line: 1),
    BadInput("slug with ..", file: "lesson..30.md", TestCourse.lesson("Notes.\n"), "invalid-slug", line: 1),
    BadInput("slug in upper case", file: "Lesson30.md", TestCourse.lesson("Notes.\n"), "invalid-slug", line: 1),
    BadInput("exercise without a block", TestCourse.lesson("## Exercise\n\nBuild it.\n"), "missing-exercise-block", line: 6),
    BadInput("exercise with two blocks",
             TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\n```\n\n```quest-exercise\nid: b\nentry: V\nchecks: router\n```\n"),
             "extra-exercise-block", line: 16),
    BadInput("malformed exercise line", TestCourse.lesson(exerciseBody + "id: a\nentry V\nchecks: router\n```\n"),
             "malformed-exercise-line", line: 12),
    BadInput("unknown exercise key", TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\nlevel: hard\n```\n"),
             "unknown-exercise-key", line: 14),
    BadInput("advice item that is not a rule and a setting",
             TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\nadvice: any-view off, loud\n```\n"),
             "malformed-exercise-line", line: 14, column: 23),
    BadInput("exercise without id", TestCourse.lesson(exerciseBody + "entry: V\nchecks: router\n```\n"), "missing-exercise-field", line: 10),
    BadInput("exercise without entry", TestCourse.lesson(exerciseBody + "id: a\nchecks: router\n```\n"), "missing-exercise-field", line: 10),
    BadInput("exercise without checks", TestCourse.lesson(exerciseBody + "id: a\nentry: V\n```\n"), "missing-exercise-field", line: 10),
    BadInput("unknown check", TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router, teleport\n```\n"),
             "unknown-check", line: 13, column: 17),
    BadInput("path leaving Lessons/ with ..",
             TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\nstarter: ../../etc\n```\n"),
             "path-outside-lessons", line: 14),
    BadInput("absolute path", TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\nsolution: /tmp/x\n```\n"),
             "path-outside-lessons", line: 14),
    BadInput("missing exercise folder",
             TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\nstarter: lesson30/starter\n```\n"),
             "missing-exercise-folder", line: 14),
    BadInput("exercise block outside an exercise", TestCourse.lesson("Notes.\n\n```quest-exercise\nid: a\n```\n"),
             "exercise-block-outside-exercise", line: 8),
    BadInput("questions that are not a list",
             TestCourse.lesson("Notes.\n\n## After this lesson you should be able to answer\n\nWhy lists?\n"), "questions-not-a-list", line: 8),
    BadInput("interview heading without a part number",
             TestCourse.lesson("## Interview problem: Deep links\n\n> Ask.\n"), "interview-missing-part", line: 6),
    BadInput("interview sub-part outside an interview", TestCourse.lesson("Notes.\n\n### Show the answer\n\nIt.\n"),
             "interview-part-outside-interview", line: 8),
    BadInput("misspelt part heading", TestCourse.lesson("Notes.\n\n## Excercise\n\nDo it.\n"), "misspelt-part-heading",
             line: 8, severity: .warning),
    BadInput("misspelt interview sub-part",
             TestCourse.lesson("## Interview problem · Part 6: Lists\n\n> Ask.\n\n### Anwser\n\nIt.\n"), "misspelt-part-heading",
             line: 10, severity: .warning),
    BadInput("an interview part another lesson holds", TestCourse.lesson("## Interview problem · Part 5: Lists\n\n> Ask.\n"),
             "duplicate-interview-part", line: 6),
    BadInput("a gap in the interview series", TestCourse.lesson("## Interview problem · Part 7: Lists\n\n> Ask.\n"),
             "interview-part-gap", line: 6, severity: .warning),
    BadInput("duplicate part", TestCourse.lesson("## Resources\n\n- [A](https://a.example)\n\n## Resources\n\n- B\n"),
             "duplicate-part", line: 10),
    BadInput("title heading that differs", TestCourse.lesson("# Tables\n\nNotes.\n"), "title-mismatch", line: 6, severity: .warning),
    BadInput("unclosed code block", TestCourse.lesson("Notes.\n\n```swift\nlet x = 1\n\n## Resources\n\n- A\n"),
             "unclosed-code-block", line: 8, severity: .warning),
    BadInput("unclosed exercise block", TestCourse.lesson(exerciseBody + "id: a\nentry: V\nchecks: router\n"),
             "unclosed-code-block", line: 10, severity: .warning),
    BadInput("empty file", "", "empty-file", line: 1),
    BadInput("only blank lines", "\n\n  \n", "empty-file", line: 1),
    BadInput("not UTF-8", data: Data("---\nlesson: 30\ntitle: caf".utf8) + Data([0xE9, 0x0A]) + Data("---\n".utf8),
             "not-utf8", line: 3, column: 11),
    BadInput("over 5 MB", data: Data(TestCourse.lesson(String(repeating: "Notes. ", count: 800_000)).utf8),
             "file-too-large", line: 1),
]

@Suite("Bad lessons beside lesson 22")
struct BadInputTests {
    @Test("each mistake is reported at its line and lesson 22 still parses cleanly", arguments: badInputs)
    func reported(input: BadInput) throws {
        let folder = try TestCourse.folder(with: [input.file: input.contents])
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = try CourseLoader().load(directory: folder.path)
        let file = folder.appendingPathComponent(input.file).path
        let found = course.diagnostics.filter { $0.code == input.code && $0.location.file == file }
        #expect(found.map(\.location.line).contains(input.line),
                "expected \(input.code) at line \(input.line); got \(course.diagnostics.map(\.description))")
        if let column = input.column {
            #expect(found.map(\.location.column).contains(column))
        }
        #expect(found.allSatisfy { $0.severity == input.severity })
        #expect(found.allSatisfy { !$0.message.isEmpty })
        let lesson22 = folder.appendingPathComponent("lesson22.md").path
        #expect(course.lesson(named: "lesson22")?.questions.count == 3)
        #expect(course.diagnostics.filter { $0.location.file == lesson22 }.isEmpty)
    }

    @Test("a misspelt front-matter key is named with the key it is closest to; a key unlike any is not")
    func misspeltKey() {
        let parser = LessonParser(checksExerciseFolders: false)
        let misspelt = parser.parse(file: "lesson30.md", text: "---\nlesson: 30\ntitel: Lists\n---\n\nNotes.\n").diagnostics
        #expect(misspelt.contains { $0.code == "unknown-front-matter-key" && $0.message.contains("(did you mean `title`?)") }, "\(misspelt)")
        let unlike = parser.parse(file: "lesson30.md", text: "---\nlesson: 30\ntitle: Lists\nauthor: Ann\n---\n").diagnostics
        #expect(unlike.contains { $0.code == "unknown-front-matter-key" && !$0.message.contains("did you mean") }, "\(unlike)")
    }

    @Test("two files with one slug in different folders are reported as a duplicate slug")
    func duplicateSlug() throws {
        let text = try TestCourse.lesson22
        let course = CourseLoader(parser: LessonParser(checksExerciseFolders: false)).load([
            .init(file: "a/lesson22.md", text: text),
            .init(file: "b/lesson22.md", text: text.replacingOccurrences(of: "lesson: 22", with: "lesson: 23")),
        ], directory: ".")
        let duplicate = try #require(course.diagnostics.first { $0.code == "duplicate-slug" })
        #expect(duplicate.location == SourceLocation(file: "b/lesson22.md", line: 1))
        #expect(course.lessons.count == 2)
    }
}
