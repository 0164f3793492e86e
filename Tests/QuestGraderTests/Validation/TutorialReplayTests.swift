import Foundation
import QuestCore
import Testing
@testable import QuestGrader

/// Replays Fixtures/tutorial/lesson30.md (a router exercise with a two-step build-along) with real compiles and check
/// runs, as `quest validate` does, and breaks its steps on purpose.
@Suite("Tutorial replay", .enabled(if: GraderFixture.available, "QuestUI and QuestChecks are not built"))
struct TutorialReplayTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The fixture lesson with `edit` applied to its text, replayed: one row per step.
    func replay(_ edit: (String) -> String = { $0 }) throws -> (rows: [ValidationRow], lesson: Lesson) {
        let text = edit(try String(contentsOfFile: Self.folder + "/tutorial/lesson30.md", encoding: .utf8))
        let parsed = LessonParser(checksExerciseFolders: false).parse(file: "Fixtures/tutorial/lesson30.md", text: text)
        let lesson = try #require(parsed.lesson)
        let tutorial = try #require(lesson.tutorial)
        let exercises = GradableExercises.all(in: lesson)
        let replay = TutorialReplay(grader: try GraderFixture.grader(), lesson: lesson, tutorial: tutorial, exercises: exercises, lessonsDirectory: Self.folder)
        return (replay.rows(), lesson)
    }

    @Test("every step of a correct tutorial compiles, turns green what it claims, and ends at the solution")
    func correct() throws {
        let (rows, _) = try replay()
        #expect(rows.map(\.item) == ["tutorial · step 1", "tutorial · step 2"])
        #expect(rows.allSatisfy { $0.holds }, "\(rows.flatMap(\.diagnostics).map(\.description))")
    }

    @Test("a step that does not compile is an error at the lesson's line of the code, and the next step owes nothing for it")
    func doesNotCompile() throws {
        var text = ""
        let (rows, lesson) = try replay {
            text = $0.replacingOccurrences(of: "path = [.trip(id: id)]\n        if", with: "path = [.trip(id: id)\n        if")
            return text
        }
        let step = try #require(lesson.tutorial?.steps[1])
        let error = try #require(rows.last?.diagnostics.first)
        #expect(error.code == "tutorial-step-does-not-compile")
        #expect(error.location.file == "Fixtures/tutorial/lesson30.md" && error.location.line > step.line, "\(error)")
        // The line the compiler names, in the lesson: the broken line or the one after it, not the step's heading.
        let lines = text.components(separatedBy: "\n")
        let around = lines[(error.location.line - 2)...(error.location.line - 1)].joined(separator: "\n")
        #expect(around.contains("path = [.trip(id: id)"), "\(error): \(around)")
        #expect(error.message.contains("as this step leaves it"), "\(error)")
        #expect(rows.first?.holds == true)

        // Step 1 broken instead: step 2 turns green step 1's claims too, which is not its mistake.
        let (broken, _) = try replay { text in
            let second = text.range(of: "### Step 2")!
            return text.replacingOccurrences(of: "path = [.trip(id: id)]", with: "path = [.trip(id: id)", range: text.startIndex..<second.lowerBound)
        }
        #expect(broken.first?.diagnostics.map(\.code) == ["tutorial-step-does-not-compile"], "\(broken.first?.diagnostics ?? [])")
        #expect(broken.last?.diagnostics.allSatisfy { $0.code != "tutorial-step-claims-differ" } == true, "\(broken.last?.diagnostics ?? [])")
    }

    @Test("a step that turns nothing green, or claims what it does not turn green, is an error at its heading")
    func turnsNothingGreen() throws {
        // Step 2 without its new line: the same code as step 1.
        let (rows, lesson) = try replay { text in
            let log = "        if parts.dropFirst(2).first == \"log\" { path.append(.log(tripID: id)) }\n"
            let second = text.range(of: "### Step 2")!
            return text.replacingOccurrences(of: log, with: "", range: second.lowerBound..<text.endIndex)
        }
        let line = try #require(lesson.tutorial?.steps[1].line)
        let codes = rows.last?.diagnostics.map(\.code) ?? []
        #expect(codes.contains("tutorial-step-turns-nothing-green"))
        #expect(codes.contains("tutorial-end-differs-from-solution"))
        #expect(rows.last?.diagnostics.allSatisfy { $0.location.line == line } == true)

        let (claimed, _) = try replay { $0.replacingOccurrences(of: "- router › a second link replaces the stack instead of adding to it\n", with: "") }
        let differ = try #require(claimed.first?.diagnostics.first)
        #expect(differ.code == "tutorial-step-claims-differ")
        #expect(differ.message.contains("also turns green `router › a second link replaces the stack instead of adding to it`"))
    }
}
