import QuestCore
import Testing

/// `claims-missing-content`: a lesson's notes that say it has no cards or tutorial while it has them.
@Suite("Notes that say the lesson lacks what it has")
struct MissingContentClaimsTests {
    private func warnings(_ body: String) throws -> [Diagnostic] {
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: TestCourse.lesson(body))
        let lesson = try #require(result.lesson)
        return MissingContentClaims().diagnostics(for: lesson, in: Course(directory: "Lessons", lessons: [lesson], diagnostics: []))
    }

    private let questions = "## After this lesson you should be able to answer\n\n1. What does `.toolbar` take?\n"

    @Test("the sentence lesson 22 once had is a warning at its line and column, when the lesson has cards")
    func staleCards() throws {
        let found = try warnings("# Lists\n\nNotes. Its flash cards have not been written yet.\n\n" + questions)
        #expect(found.map(\.code) == [DiagnosticCode.claimsMissingContent.rawValue])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location == SourceLocation(file: "Lessons/lesson30.md", line: 8, column: 12))
        #expect(found.first?.message.contains("it has 1 flash card") == true, "\(found)")
    }

    @Test("saying so is fine while the lesson really has none; other sentences about cards are fine")
    func trueOrUnrelated() throws {
        #expect(try warnings("Notes. Its flash cards have not been written yet.\n").isEmpty)
        #expect(try warnings("Notes. Study the cards after reading; no tutorial yet.\n\n" + questions).isEmpty)
    }

    @Test("a tutorial said to be missing while the lesson has one", arguments: [
        "The build-along tutorial is coming soon.", "There is no tutorial for this lesson.",
    ])
    func staleTutorial(sentence: String) throws {
        let body = """
        Notes. \(sentence)

        ## Exercise

        Do it.

        ```quest-exercise
        id: a
        entry: ContentView
        checks: search-filter
        starter: lesson30/starter
        solution: lesson30/solution
        ```

        ## Build along

        ### Step 1: Add a field

        ```swift file=ContentView.swift
        struct ContentView {}
        ```

        Turns green:
        - search-filter › the list has a search field
        """
        let found = try warnings(body)
        #expect(found.map(\.code) == [DiagnosticCode.claimsMissingContent.rawValue], "\(found)")
        #expect(found.first?.message.contains("1-step build-along tutorial") == true)
    }
}
