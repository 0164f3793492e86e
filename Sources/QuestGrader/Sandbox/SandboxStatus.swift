/// How the sandboxed program ended, as `quest-sandbox` reports it on its one line of JSON.
public struct SandboxStatus: Hashable, Codable, Sendable {
    /// The exit status when the program exited by itself.
    public var exitCode: Int?
    /// The signal that ended the program (SIGKILL when the launcher stopped it).
    public var signal: Int?
    /// True when the wall-clock limit was reached.
    public var timedOut: Bool
    /// True when stdout and stderr together exceeded the output cap.
    public var outputLimited: Bool
    /// True when the kernel killed a process of the run because the run's cgroup ran out of memory (read from the
    /// cgroup's own counters, not from what the program printed).
    public var memoryLimited: Bool
    /// The most memory the run's processes held at once, when the run had a cgroup.
    public var peakMemoryBytes: Int?
    public var outputBytes: Int
    public var cpuMilliseconds: Int
    public var wallMilliseconds: Int
    public var maxResidentKilobytes: Int
    /// The uid the run had to itself, or nil when it kept quest's own user.
    public var uid: Int?
    /// Protections that could not be applied here (e.g. `network namespace: Operation not permitted`).
    public var unavailable: [String]
    /// Why the program could not be started (then `exitCode` is 127).
    public var launchError: String?

    public init(
        exitCode: Int? = nil, signal: Int? = nil, timedOut: Bool = false, outputLimited: Bool = false,
        memoryLimited: Bool = false, peakMemoryBytes: Int? = nil, outputBytes: Int = 0, cpuMilliseconds: Int = 0, wallMilliseconds: Int = 0, maxResidentKilobytes: Int = 0,
        uid: Int? = nil, unavailable: [String] = [], launchError: String? = nil
    ) {
        self.exitCode = exitCode
        self.signal = signal
        self.timedOut = timedOut
        self.outputLimited = outputLimited
        self.memoryLimited = memoryLimited
        self.peakMemoryBytes = peakMemoryBytes
        self.outputBytes = outputBytes
        self.cpuMilliseconds = cpuMilliseconds
        self.wallMilliseconds = wallMilliseconds
        self.maxResidentKilobytes = maxResidentKilobytes
        self.uid = uid
        self.unavailable = unavailable
        self.launchError = launchError
    }
}
