import Foundation
import QuestCore
import QuestTutorial
import Testing

/// A compiler and checks played from the text: a call compiles only when what it uses is declared, and each call
/// turns one check step green.
struct ScriptedEvaluator: CandidateEvaluator {
    var asked = 0

    mutating func evaluate(_ files: [String: String]) throws -> Evaluation {
        asked += 1
        let text = files.values.sorted().joined(separator: "\n")
        if text.contains(".searchable(text: query)") && !text.contains("var query") { return .didNotCompile(errors: ["cannot find '$query' in scope"]) }
        var passing = ["search-filter › shows rows"]
        if text.contains(".searchable(text: query)") { passing.append("search-filter › has a search field") }
        if text.contains("add()") { passing.append("search-filter › has an Add button") }
        return .ran(passing: passing)
    }
}

@Suite("Tutorial drafter")
struct TutorialDrafterTests {
    static let starter = ["ContentView.swift": """
    struct ContentView {
        var rows = [1, 2]
        func body() {
            toolbar {
            }
        }
    }

    """]
    static let solution = ["ContentView.swift": """
    struct ContentView {
        var rows = [1, 2]
        /// What the search field holds.
        var query = ""
        func body() {
            .searchable(text: query)
            toolbar {
                sort()
                add()
            }
        }
    }

    """, "Extra.swift": "// Notes.\n"]

    /// A lesson whose notes say what `.searchable(text:)` does, with an exercise from a starter to a solution.
    static let lesson = """
    ---
    lesson: 30
    title: Lists
    ---

    `.toolbar` holds buttons. `.searchable(text:)` adds a search field bound to a string.

    ## Exercise

    ```quest-exercise
    id: list
    entry: ContentView
    checks: search-filter
    starter: lesson30/starter
    solution: lesson30/solution
    ```

    """

    @Test("changes apply in any combination: none gives the starter, all give the solution")
    func changeSet() {
        let changes = ChangeSet(starter: Self.starter, solution: Self.solution, preferred: ["ContentView.swift"])
        #expect(changes.paths == ["ContentView.swift", "Extra.swift"])
        #expect(changes.files(applying: [], to: Self.starter) == Self.starter)
        #expect(changes.files(applying: Set(changes.changes.indices), to: Self.starter) == Self.solution)
        // The doc comment stays with its declaration; the two calls in the toolbar are two changes.
        let lines = changes.changes.map { $0.insertedLines.map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(lines.contains(["/// What the search field holds.", "var query = \"\""]))
        #expect(lines.contains(["sort()"]) && lines.contains(["add()"]))
        #expect(changes.changes.first { $0.insertedLines.contains("var query = \"\"".indented(4)) }?.declaredNames == ["query"])
    }

    @Test("each step compiles and turns something green; what needs a declaration brings it along; the rest joins the last step")
    func ordersChanges() throws {
        let changes = ChangeSet(starter: Self.starter, solution: Self.solution, preferred: ["ContentView.swift"])
        var evaluator = ScriptedEvaluator()
        let draft = try TutorialDrafter(changes: changes, starter: Self.starter).draft(with: &evaluator)
        #expect(draft.steps.map(\.turnsGreen) == [["search-filter › has a search field"], ["search-filter › has an Add button"]])
        #expect(draft.greenAtStart == ["search-filter › shows rows"])
        let first = try #require(draft.steps.first?.files["ContentView.swift"])
        #expect(first.contains("var query") && first.contains(".searchable(text: query)") && !first.contains("add()"))
        #expect(draft.steps.last?.files == Self.solution)
        // `sort()` turns nothing green and Extra.swift changes no check: both end up in the last step.
        #expect(draft.joinedLastStep.count == 2)
    }

    @Test("the same inputs give the same Markdown, which parses back into the same steps")
    func deterministic() throws {
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: Self.lesson).lesson)
        func markdown() throws -> String {
            let changes = ChangeSet(starter: Self.starter, solution: Self.solution, preferred: ["ContentView.swift"])
            var evaluator = ScriptedEvaluator()
            let draft = try TutorialDrafter(changes: changes, starter: Self.starter).draft(with: &evaluator)
            return TutorialDraftWriter(lesson: lesson, starter: Self.starter).markdown(draft, changes: changes)
        }
        let text = try markdown()
        #expect(try markdown() == text)
        #expect(text.contains("### Step 1: Has a search field\n\n`.searchable(text:)` adds a search field bound to a string.\n"))
        #expect(text.contains("- `search-filter › has an Add button`"))
        let reparsed = LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: Self.lesson + text)
        let tutorial = try #require(reparsed.lesson?.tutorial)
        #expect(reparsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reparsed.diagnostics.map(\.description))")
        #expect(tutorial.steps.count == 2)
        #expect(tutorial.files(afterStep: 2, starter: Self.starter) == Self.solution)
    }

    @Test("the compiler's missing names are read from its messages")
    func missingNames() {
        #expect(Evaluation.missingNames(in: [
            "cannot find 'query' in scope", "cannot find type 'TripOrder' in scope", "value of type 'ContentView' has no member 'shownTrips'",
            "missing return",
        ]) == ["query", "TripOrder", "shownTrips"])
    }
}

extension String {
    func indented(_ count: Int) -> String { String(repeating: " ", count: count) + self }
}

@Suite("quest lint's note about a tutorial to draft")
struct TutorialDraftNoteTests {
    @Test("a lesson with a starter and a solution but no Build along gets a note at its exercise; one with a tutorial none")
    func note() throws {
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: TutorialDrafterTests.lesson).lesson)
        let course = Course(directory: "Lessons", lessons: [lesson], diagnostics: [])
        let notes = TutorialDraftNote().diagnostics(for: lesson, in: course)
        #expect(notes.map(\.code) == [TutorialDraftNote.code])
        #expect(notes.first?.severity == .note && notes.first?.location.line == lesson.exercises.first?.line)
        #expect(notes.first?.message.contains("quest draft tutorial lesson30") == true)
        var written = lesson
        written.tutorial = Tutorial(steps: [], line: 20)
        #expect(TutorialDraftNote().diagnostics(for: written, in: course).isEmpty)
    }

    @Test("the note's code is documented in Docs/lesson-format.md")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("Docs/lesson-format.md"), encoding: .utf8)
        #expect(docs.contains("`\(TutorialDraftNote.code)`"))
    }
}
