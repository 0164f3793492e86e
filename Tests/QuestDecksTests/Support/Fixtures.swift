import Foundation
import QuestCore

/// Lessons for the tests: this target's copy of lesson 22 (`Fixtures/lesson22.md`), parsed, and small hand-written lessons.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// This target's own copy of `Lessons/lesson22.md` (Fixtures/README.md), parsed as if it were the course's.
    static func lesson22() throws -> Lesson {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/QuestDecksTests/Fixtures/lesson22.md"), encoding: .utf8)
        return try parse(text, file: "Lessons/lesson22.md")
    }

    /// A lesson parsed from Markdown text.
    static func parse(_ text: String, file: String) throws -> Lesson {
        let result = LessonParser(checksExerciseFolders: false).parse(file: file, text: text)
        guard let lesson = result.lesson else {
            throw FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return lesson
    }

    /// A scratch folder, removed by the caller.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quest-decks-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
