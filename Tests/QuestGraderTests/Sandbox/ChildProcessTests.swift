import Foundation
import Testing
@testable import QuestGrader

@Suite("A trusted tool that does not finish in time is stopped, with everything it started")
struct ChildProcessTests {
    @Test("past its limit the child and its own children are killed, and the result says so")
    func stoppedAtItsLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-child-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A child that starts a grandchild (as swiftc starts swift-frontend) and waits for it.
        let run = try ChildProcess.run("/bin/sh", ["-c", "sleep 600 & echo $! > grandchild; wait"], currentDirectory: folder, timeLimit: 1)
        #expect(run.exitCode == ChildProcess.timedOut)
        #expect(run.standardError.contains("sh did not finish within 1 s and was stopped"), "\(run.standardError)")
        let grandchild = try #require(Int32(try String(contentsOfFile: folder + "/grandchild", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed with its group; once init has reaped it, no such process is left (a zombie meanwhile shows as `Z`).
        var alive = true
        for _ in 0..<100 where alive {
            let state = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
            alive = state != nil && state != "Z"
            if alive { usleep(20_000) }
        }
        #expect(!alive, "the grandchild \(grandchild) still runs")
    }

    @Test("a child that writes a file past its size limit is stopped there, and the result says so")
    func stoppedAtItsFileSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-child-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Its own output and a file of its own, through a grandchild (as swift-frontend writes for swiftc).
        let run = try ChildProcess.run(
            "/bin/sh", ["-c", "head -c 300000 /dev/zero > big; yes flood >&2"], currentDirectory: folder, timeLimit: 60,
            fileSizeLimit: 1 << 20
        )
        let big = try FileManager.default.attributesOfItem(atPath: folder + "/big")[.size] as? Int
        #expect(big == 300_000, "a file under the limit is written whole")
        // The shell's `yes` is what passes the limit: its error output stops at 1 MB, and the shell reports it.
        #expect(run.standardError.utf8.count <= (1 << 20) + 200, "\(run.standardError.utf8.count) bytes of error output")
        #expect(run.exitCode != 0)
    }

    @Test("a compiler job that floods its error output is stopped at the job limit with a line saying so")
    func compilerFloodStopped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-child-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ChildProcess.run("/bin/sh", ["-c", "exec yes flood >&2"], currentDirectory: folder, timeLimit: 60, fileSizeLimit: 1 << 20)
        #expect(run.stopped == "sh wrote a file past 1 MB and was stopped")
        #expect(run.standardError.hasSuffix("error: sh wrote a file past 1 MB and was stopped\n"))
        #expect(run.exitCode == SIGXFSZ)
    }

    @Test("a child that finishes in time gives its own status and output")
    func finishesInTime() throws {
        let run = try ChildProcess.run("/bin/sh", ["-c", "echo done; exit 3"], timeLimit: 60)
        #expect(run.exitCode == 3)
        #expect(run.standardOutput == "done\n")
        #expect(run.standardError.isEmpty)
    }
}
