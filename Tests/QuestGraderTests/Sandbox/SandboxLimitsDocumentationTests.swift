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

    @Test("the launcher refuses to run without every limit: it has no defaults of its own")
    func launcherNeedsEveryLimit() throws {
        var arguments = SandboxLimits().launcherArguments
        arguments.removeSubrange(0..<2)
        let result = try ChildProcess.run(SandboxFixture.launcher, arguments + ["--", "/bin/true"])
        #expect(result.exitCode == 125)
        #expect(result.standardError.contains("missing --wall-ms"))
    }
}
