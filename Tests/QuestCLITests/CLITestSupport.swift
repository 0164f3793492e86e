import Foundation
import QuestCLI

/// Runs `quest` in-process with captured streams, and builds throw-away lessons folders.
enum CLI {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// This target's copy of `Lessons/lesson22.md` (Fixtures/README.md), so a course edit never breaks these tests;
    /// the end-to-end tests that grade and validate the real course read `Lessons/` itself.
    static let lesson22 = root.appendingPathComponent("Tests/QuestCLITests/Fixtures/lesson22.md")

    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// `quest <arguments>` in this process.
    static func run(_ arguments: String...) -> Run {
        run(arguments)
    }

    /// `quest <arguments>` in this process.
    static func run(_ arguments: [String]) -> Run {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = Quest.main(["quest"] + arguments, context: CommandContext(output: output, errors: errors, lessonChecks: []))
        return Run(status: status, stdout: output.text, stderr: errors.text)
    }

    /// A fresh lessons folder with lesson 22, its exercise folders, and `extra` lessons (file name → text).
    static func lessons(_ extra: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quest-cli-tests-\(UUID().uuidString)/Lessons", isDirectory: true)
        for sub in ["starter", "solution", "mutants"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("lesson22/\(sub)"), withIntermediateDirectories: true
            )
        }
        try Data(contentsOf: lesson22).write(to: folder.appendingPathComponent("lesson22.md"))
        for (name, text) in extra {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// A fresh folder holding a copy of the lessons folder `lessons` as `Lessons/` and, when given, a copy of its
    /// folder `workspace` (`lesson24/starter`) as `work/`, so that a build's caches stay out of the repository.
    static func courseCopy(of lessons: URL, workspace: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-course-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: lessons, to: root.appendingPathComponent("Lessons"))
        if let workspace {
            try FileManager.default.copyItem(at: lessons.appendingPathComponent(workspace), to: root.appendingPathComponent("work"))
        }
        return root
    }

    /// The 1-based line of the first line of `text` that starts with `prefix` (after indentation).
    static func line(of prefix: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no line starting with \(prefix)"])
        }
        return index + 1
    }

    /// The real binary's `quest <arguments>` run from `directory`, stdout and stderr together (through a file, which
    /// never fills up as a pipe can).
    static func binary(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        guard let binary = EndToEndTests.binary else { throw MissingBinary() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("quest-cli-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "build quest first: swift build (looked next to the test bundle)" }
    }

    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }
}
