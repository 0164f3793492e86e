import Foundation
import Testing
@testable import QuestGrader

@Suite("A run is bounded as a whole, and the machine's faults are never the learner's", .serialized)
struct RunBoundTests {
    /// A hostile program: three forked children, each filling a tmpfs file (pages no address space counts; 15 MiB,
    /// within the file-size limit, one writable place each) and a bytearray of 1.7 GiB, over 5 GiB together; then
    /// each sleeps, so that without a bound the host holds all of it. Each child alone stays within the per-process
    /// address-space limit: only a bound on the run as a whole stops the three.
    static let fiveGigabytes = #"""
        import os, time
        def fill(place):
            with open(place + "/hoard", "wb") as hoard:
                hoard.write(b"\x5a" * (15 << 20))
            held = bytearray(1750 << 20)
            for offset in range(0, len(held), 4096):
                held[offset] = 1
            time.sleep(3)
        children = []
        for place in [os.environ["HOME"], "/tmp", "/var/tmp"]:
            pid = os.fork()
            if pid == 0:
                try:
                    fill(place)
                    os._exit(0)
                finally:
                    os._exit(1)
            children.append(pid)
        if all(os.waitpid(pid, 0)[1] == 0 for pid in children):
            print("all 5 GiB held")
        """#

    /// `MemAvailable` from /proc/meminfo, in bytes.
    static func availableMemory() -> Int {
        let text = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// The kernel's own figure for the run is the cgroup's peak. The host's `MemAvailable` is the figure a user sees, and
    /// it is the machine's, not the run's: a compiler or a CI agent starting in the same seconds moves it too (seen:
    /// 360 MiB over a 6 s run on a quiet CI machine, 480 MiB beside one build). So the host may lose at most the limit
    /// plus a half, 3 GiB: well under the 5 GiB the program holds when nothing bounds the run as a whole.
    @Test("processes that together allocate 5 GiB end with out of memory, and the host never loses more than the limit + 50%")
    func wholeRunMemory() throws {
        let limits = SandboxLimits()
        // Pages another program just wrote (a linker's output, say) are not available until written back: flushed
        // first, so that the drop measured is the run's.
        sync()
        let sampler = MemorySampler()
        sampler.start()
        let (run, verdict, _) = try SandboxFixture.run(program: ["/usr/bin/python3", "-c", Self.fiveGigabytes], limits: limits)
        let (before, lowest) = sampler.stop()
        let drop = before - lowest
        print("available memory before: \(before >> 20) MiB, largest drop during the run: \(drop >> 20) MiB, "
              + "run peak: \((run.status.peakMemoryBytes ?? 0) >> 20) MiB, limit: \(limits.memoryBytes >> 20) MiB")
        if let missing = run.status.unavailable.first(where: { $0.hasPrefix("a bound on the whole run") }) {
            #expect(!SandboxFixture.isRoot, "as root the run must get its cgroup: \(missing)")
            return
        }
        #expect(run.status.memoryLimited)
        #expect(verdict.outcome == .outOfMemory)
        #expect(!run.standardOutput.contains("all 5 GiB held"))
        #expect(drop <= limits.memoryBytes + limits.memoryBytes / 2)
    }

    @Test("as root, a program and a read-only folder below a folder only root can enter are reachable in the run")
    func closedFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("quest-closed-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let inner = base + "/install/lib"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        chmod(base, 0o700)
        try "the runtime's data\n".write(toFile: inner + "/data.txt", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: "/usr/bin/cat", toPath: base + "/install/cat")
        let (run, _, _) = try SandboxFixture.run(
            program: [base + "/install/cat", inner + "/data.txt"], started: false, readOnly: [inner]
        )
        #expect(run.standardError == "")
        #expect(run.standardOutput == "the runtime's data\n")
    }

    @Test("a harness that cannot load its libraries could not run, names the cause and sends to quest doctor")
    func missingLibrary() throws {
        guard let crasher = SandboxFixture.crasher else {
            Issue.record("swiftc is needed to build the test program")
            return
        }
        // Without the toolchain's runtime folders in the run, the loader cannot find libswiftCore.so.
        let (run, verdict, _) = try SandboxFixture.run(program: [crasher.executable, "ok"], started: false, readOnly: [])
        #expect(run.standardError.contains("error while loading shared libraries"))
        #expect(verdict.outcome == .couldNotRun)
        #expect(verdict.outcome.exitCode == 2)
        #expect(verdict.message?.contains("error while loading shared libraries") == true)
        #expect(verdict.message?.contains("quest doctor") == true)
    }

    @Test("a run that ends before the harness's first signed record could not run, whatever the program did")
    func neverStarted() throws {
        for script in ["exit 0", "kill -SEGV $$", "echo 'Fatal error: boom' >&2; exit 1"] {
            let (_, verdict, _) = try SandboxFixture.run(script: script, started: false)
            #expect(verdict.outcome == .couldNotRun, "\(script)")
        }
    }

    @Test("once the harness started, a crash or an early exit stays the learner's, never could not run")
    func afterStarted() throws {
        let (_, crashed, _) = try SandboxFixture.run(script: "kill -SEGV $$")
        #expect(crashed.outcome == .crashed)
        let (_, early, _) = try SandboxFixture.run(script: "exit 0")
        #expect(early.outcome == .didNotFinish)
    }
}

/// Samples `MemAvailable` every 5 ms on a thread of its own until stopped: the value before and the lowest seen.
final class MemorySampler: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var lowest = Int.max
    let before = RunBoundTests.availableMemory()

    func start() {
        Thread {
            while self.lock.withLock({ self.running }) {
                let now = RunBoundTests.availableMemory()
                self.lock.withLock { self.lowest = min(self.lowest, now) }
                usleep(5_000)
            }
        }.start()
    }

    func stop() -> (before: Int, lowest: Int) {
        lock.withLock {
            running = false
            return (before, min(lowest, before))
        }
    }
}
