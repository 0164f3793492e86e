import Foundation
import Testing

/// Runs the built `quest` executable as a user would, checking stdout, stderr and the exit code.
@Suite("quest binary, end to end")
struct EndToEndTests {
    /// `quest` next to the test bundle (`.build/debug/quest`, or the same folder under any --scratch-path),
    /// or `QUEST_BINARY` when set.
    static let binary: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["QUEST_BINARY"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        if let argument = ProcessInfo.processInfo.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for configuration in ["debug", "release"] {
            candidates.append(CLI.root.appendingPathComponent(".build/\(configuration)"))
        }
        return candidates.map { $0.appendingPathComponent("quest") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Error and warning lines (notes from registered lesson checks, such as drafted answers, are left out).
        var problems: [String] {
            stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        }

        /// The last line of `quest lint`.
        var summary: String {
            stdout.split(separator: "\n").last.map(String.init) ?? ""
        }
    }

    private func quest(_ arguments: [String], in directory: URL) throws -> Result {
        let binary = try #require(Self.binary, "build quest first: swift build (looked next to the test bundle)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    @Test("quest lint with no argument reads ./Lessons and prints paths as Lessons/…")
    func lintDefaultFolder() throws {
        let lessons = try CLI.lessons(["lesson30.md": "---\nlesson: 30\ntitle: Lists\n---\n\n## Exercise\n"])
        defer { CLI.remove(lessons) }
        let result = try quest(["lint"], in: lessons.deletingLastPathComponent())
        #expect(result.status == 1)
        #expect(result.problems == [
            "Lessons/lesson30.md:6:1: error: this exercise has no ```quest-exercise block; add one with `id:`, `entry:` and `checks:` [missing-exercise-block]",
        ])
        #expect(result.summary.hasPrefix("2 lessons, 1 error, 0 warnings"))
        #expect(result.stderr.isEmpty)
    }

    @Test("quest lint Lessons on a clean course exits 0")
    func lintClean() throws {
        let lessons = try CLI.lessons()
        defer { CLI.remove(lessons) }
        let result = try quest(["lint", "Lessons"], in: lessons.deletingLastPathComponent())
        #expect(result.status == 0)
        #expect(result.problems.isEmpty)
        #expect(result.summary.hasPrefix("1 lesson, 0 errors, 0 warnings"))
    }

    @Test("bad usage exits 64 with the usage on stderr")
    func badUsage() throws {
        let result = try quest(["lint", "--colour"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: unknown option '--colour'\nusage: quest lint [<dir>]\nRun 'quest help lint' for more.\n")
    }

    @Test("quest dump lesson22 --format json holds the questions, exercises, callout and interview")
    func dumpJSON() throws {
        let lessons = try CLI.lessons()
        defer { CLI.remove(lessons) }
        let result = try quest(["dump", "lesson22", "--format", "json"], in: lessons.deletingLastPathComponent())
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let questions = try #require(json["questions"] as? [[String: Any]])
        #expect(questions.compactMap { $0["prompt"] as? String } == [
            "Why do toolbar items use placements that describe a role, instead of fixed positions?",
            "How does `.searchable` deliver the search text to your view?",
            "In iOS 27, how do you keep a toolbar item visible when there is little space?",
        ])
        let exercises = try #require(json["exercises"] as? [[String: Any]])
        #expect(exercises.first?["id"] as? String == "list-toolbar-search")
        #expect((json["callouts"] as? [[String: Any]])?.first?["title"] as? String == "New in iOS 27")
        let interview = try #require(json["interview"] as? [String: Any])
        #expect(interview["part"] as? Int == 5)
        #expect((interview["exercise"] as? [String: Any])?["entry"] as? String == "Router")
        #expect((interview["code"] as? [[String: Any]])?.first?["code"] as? String != nil)
    }

    @Test("quest dump 22 --format text prints the readable layout")
    func dumpText() throws {
        let lessons = try CLI.lessons()
        defer { CLI.remove(lessons) }
        let result = try quest(["dump", "22", "--format", "text"], in: lessons.deletingLastPathComponent())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Lesson 22: Toolbars, menus, and search  [lesson22]"))
    }

    @Test("quest --help and quest --version")
    func helpAndVersion() throws {
        let help = try quest(["--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.status == 0)
        #expect(help.stdout.contains("  lint "))
        #expect(help.stdout.contains("  dump "))
        let version = try quest(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("quest "))
        let commandHelp = try quest(["help", "dump"], in: FileManager.default.temporaryDirectory)
        #expect(commandHelp.stdout.contains("USAGE: quest dump <lesson> [--lessons <dir>] [--format <json|text>]"))
    }
}
