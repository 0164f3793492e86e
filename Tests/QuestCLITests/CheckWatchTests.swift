import Foundation
import Synchronization
import Testing

/// `quest check --watch`, the real binary as a child process, driven through real file changes.
@Suite("quest check --watch, end to end")
struct CheckWatchTests {
    /// Everything the child printed so far, read on a thread of its own.
    final class Collected: Sendable {
        private let text = Mutex("")
        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var value: String { text.withLock { $0 } }
    }

    /// Waits (polling) until `condition` holds for the output, or the child has exited; true when it held.
    private func wait(for output: Collected, process: Process, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(180)
        while Date() < deadline {
            if condition(output.value) { return true }
            if !process.isRunning { return condition(output.value) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// The processes whose parent is `pid`.
    /// The last `N/N checks passed` in `text` (every check step passed), or nil when no report passed in full.
    static func lastFullScore(in text: String) -> String? {
        text.split(separator: "\n").reversed().lazy.compactMap { line -> String? in
            guard let range = line.range(of: " checks passed") else { return nil }
            let score = line[..<range.lowerBound].split(separator: " ").last ?? ""
            let parts = score.split(separator: "/")
            guard parts.count == 2, let passed = Int(parts[0]), passed > 0, String(parts[0]) == String(parts[1]) else { return nil }
            return score + " checks passed"
        }.first
    }

    private func children(of pid: Int32) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let child = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid ? child : nil
        }
    }

    /// The processes whose parent is `pid` or whose session `pid` leads (from /proc/<pid>/stat).
    private func descendants(of pid: Int32) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> String? in
            guard Int32(name) != nil, let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 3, let parent = Int32(fields[1]), let session = Int32(fields[3]) else { return nil }
            return parent == pid || session == pid ? "\(name) \(stat[..<close]))" : nil
        }
    }

    /// With `--poll` the same, found by looking at the files instead of by change events (a Windows drive, Docker
    /// Desktop's file sharing).
    @Test("a failing report, then a passing one after the solution is copied over, without a restart; a terminal's Ctrl-C during a grading ends it and leaves no process", .enabled(if: GradingCommandsTests.canGrade), arguments: [false, true])
    func watchUntilPassing(polling: Bool) throws {
        let binary = try #require(EndToEndTests.binary, "build quest first")
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("quest-watch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: course) }
        let workspace = course + "/lesson22"
        #expect(CLI.run("start", "lesson22", workspace, "--lessons", GradingCommandsTests.lessons).status == 0)

        let process = Process()
        process.executableURL = binary
        process.arguments = ["check", "lesson22", "--exercise", "list-toolbar-search", "--watch"] + (polling ? ["--poll"] : [])
        process.currentDirectoryURL = URL(fileURLWithPath: workspace)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = Collected()
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let failing = wait(for: output, process: process) { $0.contains("checks passed") && $0.contains("Watching") }
        #expect(failing, "\(output.value)")
        #expect(Self.lastFullScore(in: output.value) == nil, "the starter fails")
        #expect(output.value.contains("by looking every 0.3 s, since asked to (--poll)") == polling, "\(output.value)")

        // A mid-save: a file that does not compile is a report, not the end of the watcher.
        try "struct ContentView: View { var body: some View { Text(\"half\"".write(
            toFile: workspace + "/ContentView.swift", atomically: false, encoding: .utf8)
        #expect(wait(for: output, process: process) { $0.contains("did not compile") }, "\(output.value)")
        #expect(process.isRunning)

        let solution = try Data(contentsOf: URL(fileURLWithPath: GradingCommandsTests.solution + "/ContentView.swift"))
        try solution.write(to: URL(fileURLWithPath: workspace + "/ContentView.swift"))
        // The report comes first and its "Checked in … s" line after it: wait for both.
        #expect(wait(for: output, process: process) {
            guard let full = Self.lastFullScore(in: $0) else { return false }
            return $0.components(separatedBy: full).last?.contains("Checked in ") == true
        }, "\(output.value)")
        let reports = output.value.components(separatedBy: "Checked in ").count - 1
        #expect(reports == 3, "one report per change: \(output.value)")
        #expect(wait(for: output, process: process) { $0.components(separatedBy: "Watching").count - 1 == 3 })

        // Another save starts a grading; Ctrl-C reaches quest and the tools it runs (its compiler, its sandbox
        // launcher) while it runs, as a terminal's reaches its foreground process group.
        try solution.write(to: URL(fileURLWithPath: workspace + "/ContentView.swift"))
        Thread.sleep(forTimeInterval: 0.3)
        for pid in [process.processIdentifier] + children(of: process.processIdentifier) { kill(pid, SIGINT) }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(output.value)")
        #expect(descendants(of: process.processIdentifier).isEmpty)
    }
}
