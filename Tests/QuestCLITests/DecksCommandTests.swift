import Foundation
import QuestCLI
import Testing

@Suite("quest decks")
struct DecksCommandTests {
    @Test("writes every lesson's .apkg, .tsv and .json, course.apkg and interview.apkg, reporting four steps")
    func writesDecks() throws {
        let lessons = try CLI.lessons()
        defer { CLI.remove(lessons) }
        let out = lessons.deletingLastPathComponent().appendingPathComponent("decks").path
        let result = CLI.run("decks", "--lessons", lessons.path, "--out", out)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "[1/4] Reading lessons (1)",
            "[2/4] Making cards (9, 3 with drafted answers)",
            "[3/4] Writing lesson decks (3 files)",
            "[4/4] Writing course.apkg (9 notes) and interview.apkg",
            "Wrote 5 files to \(out) for 1 lesson",
        ])
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == ["course.apkg", "interview.apkg", "lesson22.apkg", "lesson22.json", "lesson22.tsv"])
    }

    @Test("a lesson with errors: the errors on stderr, exit 1, and nothing written")
    func lessonErrors() throws {
        let lessons = try CLI.lessons(["lesson30.md": "---\nlesson: 30\ntitle: Lists\n---\n\n## Exercise\n"])
        defer { CLI.remove(lessons) }
        let out = lessons.deletingLastPathComponent().appendingPathComponent("decks").path
        let result = CLI.run("decks", "--lessons", lessons.path, "--out", out)
        #expect(result.status == 1)
        #expect(result.stderr.contains("lesson30.md:6:1: error: "))
        #expect(result.stderr.hasSuffix("error: no decks written: the lessons have errors\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a missing lessons folder is a usage error")
    func missingFolder() {
        let result = CLI.run("decks", "--lessons", "/nonexistent/Lessons")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: no lessons folder at '/nonexistent/Lessons'"))
    }
}
