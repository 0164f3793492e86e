import QuestProtocol

/// The limits a learner's program runs under: the one place they are decided. The grader passes every one of them
/// to `quest-sandbox`, which has no defaults of its own, and `Docs/grading.md`'s table is tested against `documented`.
/// The defaults leave a correct harness (about 20 MB, well under a second) a wide margin on a busy two-core machine,
/// and stop a runaway one quickly.
public struct SandboxLimits: Hashable, Codable, Sendable {
    /// Wall-clock time before the whole run is killed ("time limit").
    public var wallMilliseconds: Int
    /// CPU time of each process (RLIMIT_CPU; the kernel sends SIGXCPU when it runs out) and of all the run's processes
    /// together (the run's cgroup, which also holds the run to one core's bandwidth): "CPU limit".
    public var cpuSeconds: Int
    /// Address space of each process (RLIMIT_AS; allocations beyond it fail), and the memory of all the run's
    /// processes together, tmpfs and memfd pages included (the run's cgroup; the kernel kills a process of the run
    /// beyond it): "out of memory".
    public var memoryBytes: Int
    /// Largest file the program may write (RLIMIT_FSIZE).
    public var fileSizeBytes: Int
    /// Processes the run may have at once (RLIMIT_NPROC of its own user, and the run's cgroup).
    public var processes: Int
    /// Bytes of stdout and stderr together before the run is stopped ("output limit").
    public var outputBytes: Int
    /// Open file descriptors (RLIMIT_NOFILE).
    public var openFiles: Int
    /// Size of each private writable place (the home, `/tmp`, `/var/tmp`, `/dev/shm`: one tmpfs each).
    public var scratchBytes: Int
    /// Bytes the harness may send on its results channel before the run is stopped ("output limit").
    public var resultsBytes: Int

    public init(
        wallMilliseconds: Int = 20_000, cpuSeconds: Int = 10, memoryBytes: Int = 2 << 30,
        fileSizeBytes: Int = 16 << 20, processes: Int = 64, outputBytes: Int = 256 << 10, openFiles: Int = 256,
        scratchBytes: Int = 64 << 20, resultsBytes: Int = 4 << 20
    ) {
        self.wallMilliseconds = wallMilliseconds
        self.cpuSeconds = cpuSeconds
        self.memoryBytes = memoryBytes
        self.fileSizeBytes = fileSizeBytes
        self.processes = processes
        self.outputBytes = outputBytes
        self.openFiles = openFiles
        self.scratchBytes = scratchBytes
        self.resultsBytes = resultsBytes
    }

    /// The launcher's options for these limits (every one: the launcher refuses to run without them).
    var launcherOptions: LauncherOptions {
        var options = LauncherOptions()
        options.wallMilliseconds = wallMilliseconds
        options.cpuSeconds = cpuSeconds
        options.memoryBytes = memoryBytes
        options.fileSizeBytes = fileSizeBytes
        options.processes = processes
        options.outputBytes = outputBytes
        options.openFiles = openFiles
        options.scratchBytes = scratchBytes
        options.resultsBytes = resultsBytes
        return options
    }

    /// Each limit as the first column of `Docs/grading.md`'s protections table names it: `wall clock (20 s)`.
    public var documented: [String] {
        [
            "wall clock (\(RunClassifier.seconds(wallMilliseconds)))",
            "CPU (\(cpuSeconds) s per process and for the whole run)",
            "memory (\(Self.size(memoryBytes)) per process and for the whole run)",
            "output (\(Self.size(outputBytes)), stdout + stderr)",
            "file size (\(Self.size(fileSizeBytes)))",
            "processes (\(processes))",
            "open files (\(openFiles))",
            "private writable places (\(Self.size(scratchBytes)) each)",
            "results channel (\(Self.size(resultsBytes)))",
        ]
    }

    /// `2 GiB`, `256 KiB`, `64 MiB`, or bytes when not a whole number of KiB.
    static func size(_ bytes: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
