import QuestCore
import QuestLayout
import Testing

/// ```quest-toolbar blocks: read wherever they are, tied to an exercise, every mistake located.
@Suite("Toolbar pictures in lessons")
struct ToolbarPictureTests {
    static let exercise = "## Exercise\n\nDo it.\n\n```quest-exercise\nid: list\nentry: ContentView\nchecks: toolbar-layout\n```\n"

    private func parse(_ body: String) -> LessonParser.Result {
        LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: TestCourse.lesson(body))
    }

    @Test("a block in a callout becomes a picture of the lesson's first exercise")
    func calloutBlock() throws {
        let result = parse("## New in iOS 27\n\nSpace runs out.\n\n```quest-toolbar\ntitle: Trips\n- Add: symbol plus, placement primaryAction\n```\n\n" + Self.exercise)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let picture = try #require(result.lesson?.toolbarPictures.first)
        #expect(picture.exercise == "list")
        #expect(picture.line == 10)
        #expect(picture.toolbar.context.title == "Trips")
        #expect(picture.toolbar.items.map(\.placement) == [.primaryAction])
        #expect(picture.toolbar.profiles == ToolbarDescription.defaultProfiles)
    }

    @Test("each malformed line is an error at its own line and column, with its code", arguments: [
        ("- Add: placement primary", "Lessons/lesson30.md:9:18", "unknown-toolbar-placement"),
        ("- Add: symbol plus, priority urgent", "Lessons/lesson30.md:9:30", "invalid-toolbar-priority"),
        ("- Add: big", "Lessons/lesson30.md:9:8", "unknown-toolbar-attribute"),
        ("devices: iphone-mini\n- Add", "Lessons/lesson30.md:9:10", "unknown-toolbar-device"),
        ("colour: red\n- Add", "Lessons/lesson30.md:9:1", "unknown-toolbar-key"),
        ("title: A\ntitle: B\n- Add", "Lessons/lesson30.md:10:1", "duplicate-toolbar-key"),
        ("just words\n- Add", "Lessons/lesson30.md:9:1", "malformed-toolbar-line"),
        ("title: Trips", "Lessons/lesson30.md:8:1", "empty-toolbar"),
        ("exercise: grid\n- Add", "Lessons/lesson30.md:8:1", "unknown-toolbar-exercise"),
    ])
    func located(block: String, place: String, code: String) {
        let result = parse("Notes.\n\n```quest-toolbar\n\(block)\n```\n\n" + Self.exercise)
        let found = result.diagnostics.map { "\($0.location) \($0.code)" }
        #expect(found == ["\(place) \(code)"])
    }

    @Test("a picture in a lesson without an exercise is a warning: nothing can check it")
    func unchecked() throws {
        let result = parse("```quest-toolbar\n- Add\n```\n")
        #expect(result.diagnostics.map(\.code) == ["unchecked-toolbar"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.lesson?.toolbarPictures.first?.exercise == nil)
    }
}
