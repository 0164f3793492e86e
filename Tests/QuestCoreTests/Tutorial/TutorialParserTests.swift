import QuestCore
import Testing

/// `## Build along`: the steps, their whole files and their claims, and a located error for each malformed step.
@Suite("Build-along tutorial parser")
struct TutorialParserTests {
    static let exercise = """
    ## Exercise

    Filter the list.

    ```quest-exercise
    id: search
    entry: ContentView
    checks: search-filter, toolbar-layout
    starter: lesson30/starter
    solution: lesson30/solution
    ```

    """

    static func step(_ number: Int, _ title: String = "Add a search field", claims: String = "- search-filter › the list has a search field") -> String {
        """
        ### Step \(number): \(title)

        `.searchable(text:)` adds a search field.

        ```swift file=ContentView.swift
        struct ContentView {}
        ```

        Turns green:

        \(claims)

        """
    }

    private func parse(_ body: String) -> LessonParser.Result {
        LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson30.md", text: TestCourse.lesson(body))
    }

    @Test("steps keep their number, title, prose, whole files and claims, and the tutorial names its exercise")
    func wellFormed() throws {
        let result = parse(Self.exercise + "## Build along\n\nWe start from the list.\n\n" + Self.step(1)
            + Self.step(2, "Sort the rows", claims: "- `toolbar-layout > the toolbar has a Sort menu`\n- search-filter"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let tutorial = try #require(result.lesson?.tutorial)
        #expect(tutorial.intro == "We start from the list.")
        #expect(tutorial.starter == "lesson30/starter" && tutorial.solution == "lesson30/solution")
        #expect(tutorial.exerciseIDs == ["search"])
        #expect(tutorial.steps.map(\.heading) == ["Step 1: Add a search field", "Step 2: Sort the rows"])
        let first = tutorial.steps[0]
        #expect(first.prose == "`.searchable(text:)` adds a search field.")
        #expect(first.files == [TutorialFile(path: "ContentView.swift", code: "struct ContentView {}\n", line: 25)])
        #expect(first.claims == [CheckClaim(check: "search-filter", step: "the list has a search field", line: 31)])
        #expect(tutorial.steps[1].claims.map(\.text) == ["toolbar-layout › the toolbar has a Sort menu", "search-filter"])
        #expect(tutorial.steps[1].claims[1].covers(check: "search-filter", name: "anything it reports"))
        // A step's files are not among the Swift blocks compiled with the lesson.
        #expect(result.lesson?.codeBlocks.filter { $0.language == "swift" }.allSatisfy { $0.file == "ContentView.swift" } == true)
        let starter = ["ContentView.swift": "old\n", "Model.swift": "model\n"]
        #expect(tutorial.files(afterStep: 0, starter: starter) == starter)
        #expect(tutorial.files(afterStep: 2, starter: starter) == ["ContentView.swift": "struct ContentView {}\n", "Model.swift": "model\n"])
    }

    @Test("a malformed tutorial is reported at the step's line", arguments: [
        ("no steps", "## Build along\n\nSoon.\n", "tutorial-without-steps", 17),
        ("heading without a title", "## Build along\n\n### Step 1\n\nText.\n", "malformed-step-heading", 19),
        ("steps out of order", "## Build along\n\n" + step(2), "step-out-of-order", 19),
        ("a step without code", "## Build along\n\n### Step 1: Think\n\nTurns green:\n\n- search-filter\n", "step-without-code", 19),
        ("a step without claims", "## Build along\n\n### Step 1: Type\n\n```swift file=ContentView.swift\nlet a = 1\n```\n", "step-without-claims", 19),
        ("a file outside the folder", "## Build along\n\n" + step(1).replacingOccurrences(of: "file=ContentView.swift", with: "file=../x.swift"), "step-file-path", 23),
        ("a check no exercise runs", "## Build along\n\n" + step(1, claims: "- router › opens"), "step-unknown-check", 29),
    ])
    func malformed(name: String, tutorial: String, code: String, line: Int) {
        let found = parse(Self.exercise + tutorial).diagnostics
        #expect(found.contains { $0.code == code && $0.location.line == line }, "\(name): \(found.map(\.description))")
    }

    @Test("a tutorial in a lesson without a starter and solution is an error at its heading")
    func withoutExercise() {
        let found = parse("## Build along\n\n" + Self.step(1)).diagnostics
        #expect(found.contains { $0.code == "tutorial-without-exercise" && $0.location.line == 6 }, "\(found.map(\.description))")
    }
}

@Suite("Line diff")
struct LineDiffTests {
    @Test("the script keeps, deletes and inserts lines, and replays to the new text", arguments: [
        (["a", "b", "c"], ["a", "c"]),
        (["a", "c"], ["a", "b", "c"]),
        ([], ["x", "y"]),
        (["x", "y"], []),
        (["a", "b", "c", "a", "b", "b", "a"], ["c", "b", "a", "b", "a", "c"]),
        (["same"], ["same"]),
    ])
    func replays(old: [String], new: [String]) {
        let edits = LineDiff.edits(from: old, to: new)
        var rebuiltOld: [String] = []
        var rebuiltNew: [String] = []
        var kept = 0
        for edit in edits {
            switch edit {
            case .keep(let o, let n):
                rebuiltOld.append(old[o])
                rebuiltNew.append(new[n])
                kept += 1
            case .delete(let o): rebuiltOld.append(old[o])
            case .insert(let n): rebuiltNew.append(new[n])
            }
        }
        #expect(rebuiltOld == old)
        #expect(rebuiltNew == new)
        #expect(edits.count - kept == old.count + new.count - 2 * kept)
    }

    @Test("the script is the shortest: Myers' example needs 5 edits")
    func shortest() {
        let edits = LineDiff.edits(from: "ABCABBA".map(String.init), to: "CBABAC".map(String.init))
        #expect(edits.filter { if case .keep = $0 { false } else { true } }.count == 5)
        #expect(LineDiff.insertedLines(from: ["a", "c"], to: ["a", "b", "c"]) == [1])
    }
}
