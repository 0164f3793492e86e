import Foundation
import QuestCore
import Testing

@Suite("Lesson 22 as extracted")
struct Lesson22Tests {
    let lesson: Lesson
    let diagnostics: [Diagnostic]

    init() throws {
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson22.md", text: try TestCourse.lesson22)
        lesson = try #require(result.lesson)
        diagnostics = result.diagnostics
    }

    @Test("parses without a single diagnostic")
    func clean() {
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("front matter gives number, slug and title")
    func frontMatter() {
        #expect(lesson.number == 22)
        #expect(lesson.slug == "lesson22")
        #expect(lesson.title == "Toolbars, menus, and search")
        #expect(lesson.notesLine == 8)
        #expect(lesson.notes.hasPrefix("These are the lesson notes for this day."))
    }

    @Test("the three questions, verbatim, in order, with positional ids and no authored answers")
    func questions() {
        #expect(lesson.questions.map(\.id) == ["q1", "q2", "q3"])
        #expect(lesson.questions.map(\.prompt) == [
            "Why do toolbar items use placements that describe a role, instead of fixed positions?",
            "How does `.searchable` deliver the search text to your view?",
            "In iOS 27, how do you keep a toolbar item visible when there is little space?",
        ])
        #expect(lesson.questions.map(\.line) == [31, 32, 33])
        #expect(lesson.questions.allSatisfy { $0.answer == nil })
    }

    @Test("the New in iOS 27 callout")
    func callout() throws {
        let callout = try #require(lesson.callouts.first)
        #expect(lesson.callouts.count == 1)
        #expect(callout.title == "New in iOS 27")
        #expect(callout.markdown.contains("`.toolbarMinimizeBehavior(.onScrollDown)` shrinks the bar while the user scrolls."))
    }

    @Test("both exercises with ids, entries, checks and folders")
    func exercises() throws {
        let exercise = try #require(lesson.exercises.first)
        #expect(exercise.id == "list-toolbar-search")
        #expect(exercise.entry == "ContentView")
        #expect(exercise.checks == ["toolbar-layout", "search-filter"])
        #expect(exercise.starter == "lesson22/starter")
        #expect(exercise.solution == "lesson22/solution")
        #expect(exercise.mutants == "lesson22/mutants")
        #expect(exercise.prompt == "Add to your list a toolbar with an Add button and a Sort menu, and a search field that filters the rows as you type.")
        #expect(exercise.line == 20)
        let router = try #require(lesson.interview?.exercise)
        #expect(router.id == "deep-link-router")
        #expect(router.entry == "Router")
        #expect(router.checks == ["router"])
        #expect(router.line == 94)
    }

    @Test("the interview problem: part, title, prompt, provenance, Router code, listen-for")
    func interview() throws {
        let interview = try #require(lesson.interview)
        #expect(interview.part == 5)
        #expect(interview.title == "A deep link into a navigation stack")
        #expect(interview.prompt.hasPrefix("> “A notification arrives carrying https://quest.example/trips/42/log."))
        #expect(interview.source?.hasPrefix("Hacking with Swift: iOS interview questions · NavigationStack") == true)
        #expect(interview.code.map(\.line) == [49, 70])
        #expect(interview.code[0].code.hasPrefix("enum Route: Hashable {"))
        #expect(interview.code[0].code.contains("final class Router {"))
        #expect(interview.code[1].fragment)
        #expect(interview.answer?.contains("Navigation is state.") == true)
        #expect(interview.answer?.contains("quest-exercise") == false)
        #expect(interview.listenFor == "Routes that are types rather than strings, one source of truth for the stack, and the observation that turning navigation into data is what made it testable.")
    }

    @Test("every code block, with language, info string and line")
    func codeBlocks() {
        #expect(lesson.codeBlocks.map(\.line) == [20, 49, 70, 94])
        #expect(lesson.codeBlocks.map(\.info) == ["quest-exercise", "swift", "swift fragment", "quest-exercise"])
        #expect(lesson.codeBlocks.map(\.language) == ["quest-exercise", "swift", "swift", "quest-exercise"])
        #expect(lesson.codeBlocks.map(\.fragment) == [false, false, true, false])
    }

    @Test("the resource without a link keeps its title and has no URL")
    func resources() {
        #expect(lesson.resources.map(\.title) == ["Write the code"])
        #expect(lesson.resources.first?.url == nil)
    }

    @Test("every sentence of the seed lesson is in the lesson file")
    func seedSentences() throws {
        let seed = try String(contentsOf: TestCourse.fixtures.appendingPathComponent("seed-lesson22.txt"), encoding: .utf8)
        let lessonText = Self.normalized(try TestCourse.lesson22)
        var missing: [String] = []
        for line in seed.split(separator: "\n") where line != "Lesson 22" {
            // The number lives in the front matter as `lesson: 22`; headings drop the seed's trailing colons.
            for sentence in Self.normalized(String(line)).split(separator: ". ") {
                var piece = String(sentence)
                if piece.hasSuffix(".") { piece.removeLast() }
                for part in piece.components(separatedBy: ": ") where !lessonText.contains(part) {
                    missing.append(part)
                }
            }
        }
        #expect(missing.isEmpty, "not in Lessons/lesson22.md: \(missing)")
        #expect(lesson.number == 22)
    }

    /// Markup removed (backticks, heading marks, quote marks) and whitespace collapsed, to compare prose.
    private static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "")
            .split(separator: "\n")
            .map { line in
                var line = Substring(line)
                while line.first == "#" || line.first == ">" { line = line.dropFirst() }
                return line
            }
            .joined(separator: " ")
            .split { $0 == " " || $0 == "\t" }
            .joined(separator: " ")
    }
}
