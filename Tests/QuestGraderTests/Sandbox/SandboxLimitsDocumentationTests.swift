import Foundation
import Testing
@testable import QuestGrader

@Suite("Docs/grading.md states the limits SandboxLimits decides")
struct SandboxLimitsDocumentationTests {
    /// The first column of every row of the protections table that states a value in parentheses.
    static func documentedLimits() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Docs/grading.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| "), let cell = line.dropFirst(2).components(separatedBy: " | ").first,
                  cell.contains("(") && cell.hasSuffix(")") else { return nil }
            return cell
        }
    }

    @Test("every limit has a row, with the default value, and no row states a limit the code does not have")
    func table() throws {
        #expect(try Self.documentedLimits() == SandboxLimits().documented)
    }

    @Test("Ctrl-C or SIGTERM to the launcher ends the run with it: nothing the program started is left", arguments: [SIGINT, SIGTERM])
    func stoppedLauncherKillsTheRun(signal number: Int32) throws {
        let marker = "2718\(getpid() % 1000)\(number)"
        let launcher = Process()
        launcher.executableURL = URL(fileURLWithPath: SandboxFixture.launcher)
        launcher.arguments = {
            var options = SandboxLimits(wallMilliseconds: 60_000).launcherOptions
            options.program = ["/bin/sh", "-c", "sleep \(marker) & sleep \(marker)"]
            return options.arguments
        }()
        launcher.standardOutput = FileHandle.nullDevice
        launcher.standardError = FileHandle.nullDevice
        try launcher.run()
        defer { if launcher.isRunning { kill(launcher.processIdentifier, SIGKILL) } }
        let started = Date()
        while !SandboxFixture.processRunning(containing: marker) && Date().timeIntervalSince(started) < 10 { usleep(20_000) }
        #expect(SandboxFixture.processRunning(containing: marker))
        kill(launcher.processIdentifier, number)
        while launcher.isRunning && Date().timeIntervalSince(started) < 20 { usleep(20_000) }
        #expect(!launcher.isRunning, "the launcher did not stop")
        launcher.waitUntilExit()
        #expect(launcher.terminationStatus == 128 + number)
        #expect(!SandboxFixture.processRunning(containing: marker))
    }

    @Test("the launcher refuses to run without every limit: it has no defaults of its own")
    func launcherNeedsEveryLimit() throws {
        var options = SandboxLimits().launcherOptions
        options.program = ["/bin/true"]
        var arguments = options.arguments
        arguments.removeSubrange(0..<2)
        let result = try ChildProcess.run(SandboxFixture.launcher, arguments)
        #expect(result.exitCode == 125)
        #expect(result.standardError.contains("missing --wall-ms"))
    }
}
