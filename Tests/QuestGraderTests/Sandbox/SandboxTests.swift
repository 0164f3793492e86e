import Foundation
import Testing
@testable import QuestGrader

@Suite("The sandbox classifies how a learner's program ended")
struct SandboxTests {
    @Test("a program that sleeps forever is stopped by the wall clock: time limit")
    func wallClock() throws {
        let limits = SandboxLimits(wallMilliseconds: 1_000, cpuSeconds: 5)
        let (run, verdict, _) = try SandboxFixture.run(script: "while :; do sleep 1; done", limits: limits)
        #expect(run.status.timedOut)
        #expect(verdict.outcome == .timeLimit)
        #expect(run.status.wallMilliseconds < 5_000)
    }

    @Test("a busy loop is stopped by RLIMIT_CPU: CPU limit")
    func cpuLimit() throws {
        let limits = SandboxLimits(wallMilliseconds: 20_000, cpuSeconds: 1)
        let (run, verdict, _) = try SandboxFixture.run(script: "while :; do :; done", limits: limits)
        #expect(run.status.signal == 24)
        #expect(verdict.outcome == .cpuLimit)
    }

    @Test("printing forever is stopped at the output cap: output limit")
    func outputLimit() throws {
        let limits = SandboxLimits(wallMilliseconds: 10_000, outputBytes: 4_096)
        let (run, verdict, _) = try SandboxFixture.run(script: "yes 'all the trips'", limits: limits)
        #expect(run.status.outputLimited)
        #expect(verdict.outcome == .outputLimit)
        #expect(run.standardOutput.utf8.count <= 4_096)
    }

    @Test("a grandchild that leaves the process group does not outlive the check")
    func grandchildren() throws {
        let marker = "31415\(getpid() % 1000)"
        let script = "(setsid sleep \(marker)1 &) ; sleep \(marker)2 & nohup sleep \(marker)3 >/dev/null 2>&1 & echo started"
        let (run, verdict, _) = try SandboxFixture.run(script: script)
        #expect(run.standardOutput.contains("started"))
        #expect(verdict.outcome == .didNotFinish)  // no results: a script, not a harness
        for suffix in 1...3 {
            #expect(!SandboxFixture.processRunning(containing: "sleep \(marker)\(suffix)"))
        }
    }

    @Test("the program has no network: only a loopback that is down")
    func network() throws {
        let (run, _, _) = try SandboxFixture.run(
            script: "grep : /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '\\n' ' '; echo; "
                + "bash -c 'exec 3<>/dev/tcp/1.1.1.1/53' 2>/dev/null || echo CONNECT-FAILED"
        )
        if run.status.unavailable.contains(where: { $0.hasPrefix("network namespace") }) {
            Issue.record("network namespaces are not available here: \(run.status.unavailable)")
            return
        }
        #expect(run.standardOutput == "lo \nCONNECT-FAILED\n")
    }

    /// python3 (from /usr/bin, inside the run) makes each call on itself, where nothing but the filter refuses it:
    /// ptrace(PTRACE_TRACEME), process_vm_readv of its own memory, a new mount namespace; then a plain getpid.
    static let filteredCalls = #"""
        import ctypes, os
        libc = ctypes.CDLL(None, use_errno=True)
        class IOVec(ctypes.Structure):
            _fields_ = [("base", ctypes.c_void_p), ("length", ctypes.c_size_t)]
        def outcome(result):
            return "ok" if result >= 0 else os.strerror(ctypes.get_errno())
        source = ctypes.create_string_buffer(b"quest", 8)
        target = ctypes.create_string_buffer(8)
        local = IOVec(ctypes.cast(target, ctypes.c_void_p), 8)
        remote = IOVec(ctypes.cast(source, ctypes.c_void_p), 8)
        print("ptrace", outcome(libc.ptrace(0, 0, None, None)))
        print("process_vm_readv", outcome(libc.process_vm_readv(os.getpid(), ctypes.byref(local), 1, ctypes.byref(remote), 1, 0)))
        print("unshare", outcome(libc.unshare(0x00020000)))
        print("memfd_create", outcome(libc.memfd_create(b"library", 0)))
        print("getpid", outcome(libc.getpid()))
        """#

    @Test("the run's seccomp filter refuses ptrace, process_vm_readv, namespaces and memfds even on the program itself")
    func systemCallFilter() throws {
        let (run, _, _) = try SandboxFixture.run(program: ["/usr/bin/python3", "-c", Self.filteredCalls])
        #expect(!run.status.unavailable.contains { $0.hasPrefix("a system call filter") }, "\(run.status.unavailable)")
        #expect(run.standardOutput == """
            ptrace Operation not permitted
            process_vm_readv Operation not permitted
            unshare Operation not permitted
            memfd_create Operation not permitted
            getpid ok

            """, "\(run.standardError)")
    }

    /// python3 copies a program (`/usr/bin/true`) and a library (its own libm) into each writable place given as an
    /// argument (`HOME`: its home), then starts the one and loads the other with `dlopen` (as Foundation's
    /// `Bundle.load` does).
    static let codeInWritablePlaces = #"""
        import ctypes, os, shutil, subprocess, sys
        library = next(line.split()[-1] for line in open("/proc/self/maps") if "/libm.so" in line)
        for place in sys.argv[1:]:
            folder = os.environ["HOME"] if place == "HOME" else place
            program = shutil.copy("/usr/bin/true", folder + "/true")
            os.chmod(program, 0o755)
            try:
                subprocess.run([program])
                started = "starts"
            except PermissionError:
                started = "refused"
            try:
                ctypes.CDLL(shutil.copy(library, folder + "/copy.so"))
                loaded = "loads"
            except OSError:
                loaded = "refused"
            print(place, started, loaded)
        """#

    /// The run's folders are made in a temporary folder only quest's user may enter (as `/root/tmp` would be): the
    /// run's user must still get its writable places.
    @Test("no place the program can write holds code: a program copied there cannot start, a library cannot load")
    func writablePlacesHoldNoCode() throws {
        let closed = FileManager.default.temporaryDirectory.appendingPathComponent("quest-closed-tmp-\(getpid())").path
        try FileManager.default.createDirectory(atPath: closed, withIntermediateDirectories: true)
        chmod(closed, 0o700)
        defer { try? FileManager.default.removeItem(atPath: closed) }
        let places = ["HOME", "/tmp", "/var/tmp", "/dev/shm"]
        let (run, _, _) = try SandboxFixture.run(
            program: ["/usr/bin/python3", "-c", Self.codeInWritablePlaces] + places, temporaryFolder: closed
        )
        #expect(run.standardOutput == places.map { "\($0) refused refused\n" }.joined(),
                "\(run.standardError) \(run.status.unavailable)")
        // The same script on the host, with a home of the test's own: there the program starts and the library loads.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("quest-code-\(getpid())").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let host = Process()
        host.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        host.arguments = ["-c", Self.codeInWritablePlaces, "HOME"]
        host.environment = ["HOME": home, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        host.standardOutput = output
        try host.run()
        host.waitUntilExit()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "HOME starts loads\n")
    }

    @Test("a run starved of processors by other programs could not run: the machine's; a run that waits is a time limit")
    func busyMachine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-busy-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The launcher, and so the run, on processor 0 only; six programs that never stop share it.
        let pinned = folder + "/pinned-launcher"
        try "#!/bin/sh\nexec taskset -c 0 '\(SandboxFixture.launcher)' \"$@\"\n".write(toFile: pinned, atomically: true, encoding: .utf8)
        chmod(pinned, 0o755)
        let limits = SandboxLimits(wallMilliseconds: 3_000)
        let hogs = try (0..<6).map { _ in
            let hog = Process()
            hog.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
            hog.arguments = ["-c", "0", "/bin/sh", "-c", "while :; do :; done"]
            hog.standardOutput = FileHandle.nullDevice
            hog.standardError = FileHandle.nullDevice
            try hog.run()
            return hog
        }
        defer {
            for hog in hogs {
                // SIGKILL: a shell started from the test process may have SIGTERM ignored.
                kill(hog.processIdentifier, SIGKILL)
                hog.waitUntilExit()
            }
        }
        let starved = try SandboxFixture.run(script: "while :; do :; done", limits: limits, launcher: pinned)
        #expect(starved.verdict.outcome == .couldNotRun, "\(starved.run.status)")
        #expect(starved.verdict.message?.contains("too busy") == true)
        // Alone, a program that waits for ever is the code's: a time limit.
        let waiting = try SandboxFixture.run(script: "sleep 60", limits: limits, launcher: pinned)
        #expect(waiting.verdict.outcome == .timeLimit, "\(waiting.run.status)")
    }

    @Test("as root, the program runs as a user of the reserved range, with stdin closed and a minimal environment")
    func userAndEnvironment() throws {
        let (run, _, home) = try SandboxFixture.run(script: "id -u; cat; env | cut -d= -f1 | sort | tr '\\n' ' '; echo; pwd")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        let uid = try #require(UInt32(lines[0]))
        let reserved = SandboxUsers.forCurrentProcess ?? .reserved
        if SandboxFixture.isRoot {
            #expect(uid >= reserved.first && uid < reserved.first + UInt32(reserved.count))
        } else {
            #expect(uid == getuid())
        }
        #expect(lines[1] == "HOME LANG PATH PWD SWIFT_BACKTRACE TMPDIR ")
        #expect(lines[2] == home)
    }

    @Test("the machine's PID namespace and each container's take uids of their own: a run's leftovers are cleared only in its own")
    func rangePerPIDNamespace() {
        let machine = SandboxUsers.reserved(pidNamespace: SandboxUsers.initialPIDNamespace)
        #expect(machine == .reserved && SandboxUsers.reserved(pidNamespace: nil) == .reserved)
        let containers = [4_026_532_198, 4_026_532_455, 4_026_533_001].map { SandboxUsers.reserved(pidNamespace: $0) }
        for range in containers {
            #expect(range.count == 64 && range.first >= machine.first + 64 && range.first < 0x7001_0000, "\(range)")
        }
        #expect(Set(containers.map(\.first)).count == 3)
        #expect(SandboxUsers.reserved(pidNamespace: 4_026_532_198) == containers[0], "the same namespace, the same range")
    }

    @Test("a file the program writes beyond RLIMIT_FSIZE stops it: output limit")
    func fileSize() throws {
        let limits = SandboxLimits(wallMilliseconds: 10_000, fileSizeBytes: 65_536)
        let (_, verdict, _) = try SandboxFixture.run(script: "exec head -c 1000000 /dev/zero > big", limits: limits)
        #expect(verdict.outcome == .outputLimit)
    }

    @Test("a program that cannot be started is reported, not crashed")
    func launchError() throws {
        let (run, verdict, _) = try SandboxFixture.run(program: ["/nonexistent/harness", "results.json"], started: false)
        #expect(run.status.launchError?.contains("/nonexistent/harness") == true)
        #expect(verdict.outcome == .couldNotRun)
    }

    @Test("exiting early without results did not finish, and the report says the exit status")
    func earlyExit() throws {
        let (_, verdict, _) = try SandboxFixture.run(script: "exit 3")
        #expect(verdict.outcome == .didNotFinish)
        #expect(verdict.message?.contains("exit status 3") == true)
    }

    @Test("results the program writes itself, to a file or to the channel without its secret, are never believed")
    func forgedResults() throws {
        let passing = #"{"results":[{"check":"router","name":"opens a trip","status":"pass"}]}"#
        let (_, file, _) = try SandboxFixture.run(script: "printf '%s' '\(passing)' > results.json")
        #expect(file.outcome == .didNotFinish)
        #expect(file.results.isEmpty)
        let record = #"0000 {"seq":0,"end":true}"#
        let (_, channel, _) = try SandboxFixture.run(script: "echo '\(record)' >&\(HarnessInvocation.recordsDescriptor)")
        #expect(channel.outcome == .didNotFinish)
        #expect(channel.message?.contains("does not carry the run's secret") == true)
    }

    @Test("a program that knows the secret and sends every planned record in sequence is believed")
    func genuineRecords() throws {
        let script = """
            read -r secret seed <&\(HarnessInvocation.secretDescriptor)
            printf '%s {"begin":{"check":"router","name":"opens a trip"},"seq":0}\\n' "$secret" >&9
            printf '%s {"result":{"check":"router","name":"opens a trip","status":"pass"},"seq":1}\\n' "$secret" >&9
            printf '%s {"completed":"router","seq":2}\\n%s {"end":true,"seq":3}\\n' "$secret" "$secret" >&9
            """
        let limits = SandboxLimits(wallMilliseconds: 10_000)
        let sandbox = Sandbox(launcher: SandboxFixture.launcher, limits: limits)
        let directory = try SandboxDirectory()
        defer { directory.remove() }
        let channel = HarnessChannel()
        let run = try sandbox.run("/bin/sh", arguments: ["-c", script], in: directory, channel: channel)
        let results = channel.verify(run.records)
        #expect(results.finished(["router"]), "\(results)")
        let verdict = RunClassifier(limits: limits, files: LearnerFiles(displayPaths: [])).classify(run, results: results, planned: ["router"])
        #expect(verdict.outcome == .passed)
        #expect(!results.finished(["router", "search-filter"]))
    }

    @Test("fatalError is a crash with the message and the learner's line")
    func fatalError() throws {
        let crasher = try #require(SandboxFixture.crasher)
        let files = LearnerFiles(displayPaths: ["Crasher.swift"], absolutePaths: [crasher.source: "Crasher.swift"])
        let (_, verdict, _) = try SandboxFixture.run(program: [crasher.executable, "fatal"], files: files)
        #expect(verdict.outcome == .crashed)
        #expect(verdict.crash == CrashReport(message: "the trip list is empty", file: "Crasher.swift", line: 3))
    }

    @Test("an index out of range names the learner's line from the backtrace, not the standard library's")
    func indexOutOfRange() throws {
        let crasher = try #require(SandboxFixture.crasher)
        let files = LearnerFiles(displayPaths: ["Crasher.swift"], absolutePaths: [crasher.source: "Crasher.swift"])
        let (_, verdict, _) = try SandboxFixture.run(program: [crasher.executable, "index"], files: files)
        #expect(verdict.outcome == .crashed)
        #expect(verdict.crash?.message == "Index out of range")
        #expect(verdict.crash?.location == "Crasher.swift:4")
    }

    @Test("allocating 4 GB is out of memory")
    func outOfMemory() throws {
        let crasher = try #require(SandboxFixture.crasher)
        let limits = SandboxLimits(wallMilliseconds: 20_000, memoryBytes: 1 << 30)
        let (_, verdict, _) = try SandboxFixture.run(program: [crasher.executable, "oom"], limits: limits)
        #expect(verdict.outcome == .outOfMemory)
    }
}
