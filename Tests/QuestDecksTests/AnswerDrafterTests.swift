import QuestCore
import Testing
@testable import QuestDecks

@Suite("Drafted answers")
struct AnswerDrafterTests {
    @Test("lesson 22, question 1: the sentence about placements describing a role")
    func lesson22Placements() throws {
        let lesson = try Fixtures.lesson22()
        let draft = try #require(AnswerDrafter(lesson: lesson).draftAnswer(for: lesson.questions[0].prompt))
        #expect(draft.passages.count == 1)
        #expect(draft.markdown.hasPrefix("Each item has a placement"))
        #expect(draft.markdown.contains("describes its role"))
    }

    @Test("lesson 22, question 2: the two .searchable(text:) sentences")
    func lesson22Searchable() throws {
        let lesson = try Fixtures.lesson22()
        let draft = try #require(AnswerDrafter(lesson: lesson).draftAnswer(for: lesson.questions[1].prompt))
        #expect(draft.passages.map(\.markdown) == [
            "`.searchable(text:)` adds a search field bound to a string.",
            "You filter your own data using that string, and can add suggestions, tokens, and scopes.",
        ])
        #expect(draft.passages.allSatisfy { $0.anchor == "#notes" })
    }

    @Test("lesson 22, question 3: the .visibilityPriority clause of the callout")
    func lesson22VisibilityPriority() throws {
        let lesson = try Fixtures.lesson22()
        let draft = try #require(AnswerDrafter(lesson: lesson).draftAnswer(for: lesson.questions[2].prompt))
        #expect(draft.markdown == "`.visibilityPriority` keeps the important items visible when space is tight.")
        #expect(draft.passages.first?.anchor == "#new-in-ios-27")
    }

    static let stateLesson = """
    ---
    lesson: 7
    title: State and bindings
    ---

    SwiftUI views are values that are recreated often, so they cannot hold mutable data in stored properties. \
    `@State` stores a value outside the view and re-renders the body when it changes. \
    Mark it `private`, because only the view that owns it should write it.

    `@Binding` gives a child view read and write access to state owned by its parent. \
    You pass this binding with a dollar sign, as in `$isOn`. \
    `@Environment` reads values such as the color scheme from the view's surroundings.

    ## New in iOS 27

    `.onGeometryChange(for:of:action:)` reports a size change once per layout pass; \
    `@Entry` declares an environment key in one line.

    ## Performance

    A body that reads a value is invalidated when that value changes. \
    Keep expensive work out of `body`, because it may run many times per second.

    ## After this lesson you should be able to answer

    - How does a child view change state that its parent owns?
    - Why should `@State` properties be private?
    - How do you declare a new environment key in iOS 27?
    - Why should you keep expensive work out of a view's body?
    - What is a closure capture list?
    """

    @Test("another lesson: each question finds its own sentences", arguments: [
        (0, ["`@Binding` gives a child view read and write access to state owned by its parent.",
             "You pass this binding with a dollar sign, as in `$isOn`."]),
        (1, ["Mark it `private`, because only the view that owns it should write it."]),
        (2, ["`@Entry` declares an environment key in one line."]),
        (3, ["Keep expensive work out of `body`, because it may run many times per second."]),
    ])
    func stateLesson(question: Int, expected: [String]) throws {
        let lesson = try Fixtures.parse(Self.stateLesson, file: "Lessons/lesson07.md")
        let draft = try #require(AnswerDrafter(lesson: lesson).draftAnswer(for: lesson.questions[question].prompt))
        #expect(draft.passages.map(\.markdown) == expected)
    }

    @Test("a question whose words the lesson never uses gets no draft")
    func noDraft() throws {
        let lesson = try Fixtures.parse(Self.stateLesson, file: "Lessons/lesson07.md")
        #expect(AnswerDrafter(lesson: lesson).draftAnswer(for: lesson.questions[4].prompt) == nil)
    }

    @Test("equal scores go to the sentence that comes first")
    func tieBreak() throws {
        let lesson = Lesson(
            number: 1, slug: "ties", title: "Ties", file: "Lessons/ties.md",
            notes: "Lists scroll vertically.\n\nGrids scroll vertically too, in two directions."
        )
        let ranking = AnswerDrafter(lesson: lesson).ranking(for: "Which views scroll?")
        #expect(ranking.map(\.passage.order) == [0, 1])
        #expect(AnswerDrafter(lesson: lesson).draftAnswer(for: "Which views scroll?")?.markdown == "Lists scroll vertically.")
    }
}
