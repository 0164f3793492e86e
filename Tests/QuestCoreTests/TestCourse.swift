import Foundation

/// The repository's files as tests see them, and throw-away `Lessons/` folders built around lesson 22.
enum TestCourse {
    /// The package root, found from this file's path (Tests/QuestCoreTests/TestCourse.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// This target's own copy of `Lessons/lesson22.md` (Fixtures/README.md): tests parse it as `Lessons/lesson22.md`.
    static let lesson22URL = fixtures.appendingPathComponent("lesson22.md")

    static var lesson22: String {
        get throws { try String(contentsOf: lesson22URL, encoding: .utf8) }
    }

    /// A fresh folder holding lesson22.md, its exercise folders, and `extra` files (name → bytes).
    static func folder(with extra: [String: Data] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quest-core-tests-\(UUID().uuidString)", isDirectory: true)
        for sub in ["starter", "solution", "mutants"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("lesson22/\(sub)"), withIntermediateDirectories: true
            )
        }
        try Data(contentsOf: lesson22URL).write(to: folder.appendingPathComponent("lesson22.md"))
        for (name, data) in extra {
            try data.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// A minimal valid lesson with `body` after its front matter (lesson 30, so it never clashes with lesson 22).
    static func lesson(_ body: String, number: String = "30", title: String = "Lists") -> String {
        "---\nlesson: \(number)\ntitle: \(title)\n---\n\n" + body
    }
}
