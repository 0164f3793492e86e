import QuestCore
import QuestGrader
import Testing

/// `quest hint`'s second hint: the part of the lesson a failing step names, quoted, with a link to its page.
@Suite("Hint ladder: the lesson part a step names")
struct HintLadderTests {
    private func ladder(workspace: String = "/course/lesson30") throws -> HintLadder {
        let text = """
        ---
        lesson: 30
        title: Sheets
        ---

        Notes first.

        ### Presenting a sheet

        `.sheet(item:)` shows a sheet while the item is not nil.

        #### A detail

        Under the detail.

        ### Another heading

        Not this.

        ## Exercise

        Rename a trip.

        ```quest-exercise
        id: rename
        entry: ContentView
        checks: search-filter
        ```
        """
        let lesson = try #require(LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: text).lesson)
        return HintLadder(lesson: lesson, exercise: try #require(lesson.exercises.first), lessonsDirectory: "/course/Lessons", workspace: workspace)
    }

    @Test("a ### heading's anchor quotes that heading's text, up to the next heading of its level")
    func thirdLevelHeading() throws {
        let step = CheckResult(check: "sheet", name: "tapping a row opens a sheet", status: .fail, section: "#presenting-a-sheet")
        let hint = try ladder().hint(2, for: step)
        #expect(hint.title == "Presenting a sheet")
        let text = hint.lines.joined(separator: "\n")
        #expect(text.contains("`.sheet(item:)` shows a sheet"))
        #expect(text.contains("Under the detail."))
        #expect(!text.contains("Not this.") && !text.contains("Rename a trip."), "\(text)")
    }

    @Test("the page link is relative to the workspace when the course is beside it, absolute otherwise")
    func pageLink() throws {
        let step = CheckResult(check: "sheet", name: "x", status: .fail, section: "#notes")
        #expect(try ladder().hint(2, for: step).lines.first == "Read “the lesson notes” again (../Site/lesson30/index.html#notes):")
        let far = try ladder(workspace: "/home/me/work/lesson30").hint(2, for: step)
        #expect(far.lines.first == "Read “the lesson notes” again (/course/Site/lesson30/index.html#notes):")
    }
}
