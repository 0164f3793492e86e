/// The limits a learner's program runs under. The defaults leave a correct harness (about 20 MB, well under a
/// second) a wide margin on a busy two-core machine, and stop a runaway one quickly.
public struct SandboxLimits: Hashable, Codable, Sendable {
    /// Wall-clock time before the whole process group is killed ("time limit").
    public var wallMilliseconds: Int
    /// CPU time (RLIMIT_CPU); the kernel sends SIGXCPU when it runs out ("CPU limit").
    public var cpuSeconds: Int
    /// Address space (RLIMIT_AS); allocations beyond it fail ("out of memory").
    public var memoryBytes: Int
    /// Largest file the program may write (RLIMIT_FSIZE).
    public var fileSizeBytes: Int
    /// Processes the sandbox user may run at once (RLIMIT_NPROC), counted above those it already has.
    public var processes: Int
    /// Bytes of stdout and stderr together before the run is stopped ("output limit").
    public var outputBytes: Int

    public init(
        wallMilliseconds: Int = 20_000, cpuSeconds: Int = 10, memoryBytes: Int = 2 << 30,
        fileSizeBytes: Int = 16 << 20, processes: Int = 64, outputBytes: Int = 256 << 10
    ) {
        self.wallMilliseconds = wallMilliseconds
        self.cpuSeconds = cpuSeconds
        self.memoryBytes = memoryBytes
        self.fileSizeBytes = fileSizeBytes
        self.processes = processes
        self.outputBytes = outputBytes
    }

    /// The launcher's options for these limits.
    var launcherArguments: [String] {
        [
            "--wall-ms", String(wallMilliseconds), "--cpu-seconds", String(cpuSeconds),
            "--memory-bytes", String(memoryBytes), "--file-size-bytes", String(fileSizeBytes),
            "--processes", String(processes), "--output-bytes", String(outputBytes),
        ]
    }
}
