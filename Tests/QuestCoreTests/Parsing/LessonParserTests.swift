import QuestCore
import Testing

/// Lessons another author might write in the same format, and what the parser must extract from them.
@Suite("Lesson parser, part by part")
struct LessonParserTests {
    private func parse(_ body: String, title: String = "Lists") throws -> Lesson {
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: TestCourse.lesson(body, title: title))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        return try #require(result.lesson)
    }

    @Test("part headings are recognised whatever their case and separator", arguments: [
        "## Interview problem · Part 2: Lists",
        "## interview problem - part 2: Lists",
        "## Interview Problem – Part 2: Lists",
        "## INTERVIEW PROBLEM · PART 2 · Lists",
    ])
    func interviewHeadings(heading: String) throws {
        let lesson = try parse("\(heading)\n\n> Ask.\n")
        #expect(lesson.interview?.part == 2)
        #expect(lesson.interview?.title == "Lists")
        #expect(lesson.interview?.prompt == "> Ask.")
    }

    @Test("exercise headings give the exercise its title", arguments: [
        ("## Exercise", "Exercise"),
        ("## exercise: Sorting rows", "Sorting rows"),
        ("## EXERCISE:   Filters", "Filters"),
    ])
    func exerciseHeadings(heading: String, title: String) throws {
        let lesson = try parse("\(heading)\n\nDo it.\n\n```quest-exercise\nid: a\nentry: V\nchecks: router\n```\n\nThen this.\n")
        #expect(lesson.exercises.first?.title == title)
        #expect(lesson.exercises.first?.prompt == "Do it.\n\nThen this.")
    }

    @Test("a question's further blocks are its authored answer, dedented, with code kept")
    func authoredAnswers() throws {
        let lesson = try parse("""
        ## After this lesson you should be able to answer

        - Why use a `List`?

          Because it **recycles** rows.

          ```swift
          List(items) { Text($0) }
          ```
        - What is a section?
        """)
        #expect(lesson.questions.count == 2)
        #expect(lesson.questions[0].prompt == "Why use a `List`?")
        #expect(lesson.questions[0].answer == "Because it **recycles** rows.\n\n```swift\nList(items) { Text($0) }\n```")
        #expect(lesson.questions[1].answer == nil)
        #expect(lesson.questions.map(\.line) == [8, 15])
        #expect(lesson.codeBlocks.first?.line == 12)
    }

    @Test("resources keep link titles and URLs; a plain item has no URL")
    func resources() throws {
        let lesson = try parse("## Resources\n\n- [Lists](https://developer.apple.com/lists) by Apple\n- Sketch it first\n")
        #expect(lesson.resources.map(\.title) == ["Lists", "Sketch it first"])
        #expect(lesson.resources.map(\.url) == ["https://developer.apple.com/lists", nil])
    }

    @Test("other sections are notes sections, and notes stop at the first ##")
    func notesSections() throws {
        let lesson = try parse("# Lists\n\nIntro.\n\n## Going further\n\nMore.\n\n### Deeper\n\nStill notes.\n")
        #expect(lesson.notes == "Intro.")
        #expect(lesson.notesLine == 8)
        #expect(lesson.sections.map(\.title) == ["Going further"])
        #expect(lesson.sections.first?.markdown == "More.\n\n### Deeper\n\nStill notes.")
        #expect(lesson.sections.first?.line == 10)
    }

    @Test("front matter: quoted values, summary and platform")
    func frontMatterValues() throws {
        let result = LessonParser(checksExerciseFolders: false).parse(
            file: "lesson30.md", text: "---\nlesson: 30\ntitle: \"Lists: the basics\"\nsummary: Rows.\nplatform: iOS 27\n---\nNotes.\n"
        )
        let lesson = try #require(result.lesson)
        #expect(lesson.title == "Lists: the basics")
        #expect(lesson.summary == "Rows.")
        #expect(lesson.platform == "iOS 27")
        #expect(lesson.notes == "Notes.")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Windows line endings and a byte-order mark parse like plain files")
    func lineEndings() throws {
        let text = "\u{FEFF}" + TestCourse.lesson("## Resources\n\n- [A](https://a.example)\n").replacingOccurrences(of: "\n", with: "\r\n")
        let result = LessonParser(checksExerciseFolders: false).parse(file: "lesson30.md", text: text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.lesson?.resources.first?.line == 8)
        #expect(result.lesson?.resources.first?.url == "https://a.example")
    }

    @Test("fences inside quotes and list items, ~~~ fences and longer fences are closed blocks")
    func closedFences() throws {
        let lesson = try parse("> ```swift\n> let a = 1\n> ```\n\n- item\n\n  ~~~\n  b\n  ~~~\n\n````md\n```\n````\n\n    indented\n")
        #expect(lesson.codeBlocks.map(\.info) == ["swift", "", "md", ""])
    }

    @Test("an interview answer without an exercise block is still read, with its code")
    func interviewWithoutExercise() throws {
        let lesson = try parse("""
        ## Interview problem · Part 1: Lists

        > Build a list.

        ### Answer

        ```swift
        let x = 1
        ```

        ### What interviewers listen for

        Clarity.
        """)
        let interview = try #require(lesson.interview)
        #expect(interview.exercise == nil)
        #expect(interview.source == nil)
        #expect(interview.code.map(\.code) == ["let x = 1"])
        #expect(interview.listenFor == "Clarity.")
    }
}

/// `## Resources` items keep the text after their link (Docs/lesson-format.md allows it).
@Suite("Resources: the text after a link")
struct ResourceNoteTests {
    @Test("the text after a link is the resource's note, in the model and in quest dump's JSON")
    func textAfterLink() throws {
        let body = """
        ## Resources

        - [Toolbars](https://developer.apple.com/documentation/swiftui/toolbars) — the reference for `placement`.
        - [Search](https://developer.apple.com/documentation/swiftui/search)
        - Write the code
        """
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: TestCourse.lesson(body))
        let lesson = try #require(result.lesson)
        #expect(lesson.resources.map(\.note) == ["— the reference for placement.", nil, nil])
        #expect(lesson.resources.map(\.title) == ["Toolbars", "Search", "Write the code"])
        let json = LessonJSON.encode(lesson)
        #expect(json.contains("\"note\" : \"— the reference for placement.\""), "\(json)")
    }
}
