import Foundation
import Testing

/// `quest draft tutorial` with the real binary on a fixture exercise (Tests/Fixtures/Courses/drafter, lesson 36: a
/// router without UI, the quickest to compile): the draft has several steps, `quest validate` replays them, a second
/// draft reads the cache and gives the same bytes, and renaming a step in the lesson's check file drafts again with the
/// new name, without --no-cache. Scripts/test-drafter.sh does the same for every fixture exercise and times it.
@Suite("quest draft tutorial, end to end", .serialized)
struct TutorialDraftEndToEndTests {
    static let fixture = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/drafter/Lessons")

    @Test("a drafted tutorial validates; a second draft is the same; an edited check drafts again", .enabled(if: GradingCommandsTests.canGrade))
    func draftValidateRedraft() throws {
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("quest-draft-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: course) }
        let lessons = course.appendingPathComponent("Lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        for name in ["lesson36.md", "lesson36"] {
            try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(name), to: lessons.appendingPathComponent(name))
        }

        let draft = try CLI.binary(["draft", "tutorial", "lesson36", "--lessons", "Lessons", "--output", "draft.md"], in: course)
        #expect(draft.status == 0, "\(draft.output)")
        let markdown = try String(contentsOf: course.appendingPathComponent("draft.md"), encoding: .utf8)
        #expect(markdown.contains("### Step 3:"), "\(markdown)")
        #expect(draft.output.contains("drafted ") && draft.output.contains(" steps for lesson36"), "\(draft.output)")
        #expect(draft.output.contains("0 from the cache"))

        let lessonFile = lessons.appendingPathComponent("lesson36.md")
        let lesson = try String(contentsOf: lessonFile, encoding: .utf8)
        try (lesson + "\n" + markdown).write(to: lessonFile, atomically: true, encoding: .utf8)
        let validate = try CLI.binary(["validate", "Lessons"], in: course)
        #expect(validate.status == 0, "\(validate.output)")
        #expect(validate.output.contains("tutorial · step 3"), "\(validate.output)")

        // Warm: every candidate from the cache, the same bytes.
        try lesson.write(to: lessonFile, atomically: true, encoding: .utf8)
        let again = try CLI.binary(["draft", "tutorial", "lesson36", "--lessons", "Lessons"], in: course)
        #expect(again.status == 0)
        #expect(again.output.hasPrefix(markdown), "\(again.output)")
        #expect(again.output.contains(" 0 compiled and run"), "\(again.output)")

        // Renaming a check step changes what the checks report: the cache must not answer with the old name.
        let check = lessons.appendingPathComponent("lesson36/checks/link-router.swift")
        let text = try String(contentsOf: check, encoding: .utf8)
        #expect(text.contains("\"popToRoot() empties the path\""))
        try text.replacingOccurrences(of: "\"popToRoot() empties the path\"", with: "\"popToRoot() goes back to the list\"")
            .write(to: check, atomically: true, encoding: .utf8)
        let renamed = try CLI.binary(["draft", "tutorial", "lesson36", "--lessons", "Lessons"], in: course)
        #expect(renamed.status == 0, "\(renamed.output)")
        #expect(renamed.output.contains("link-router › popToRoot() goes back to the list"), "\(renamed.output)")
        #expect(!renamed.output.contains("popToRoot() empties the path"))
    }
}
