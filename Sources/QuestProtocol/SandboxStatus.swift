/// How the sandboxed program ended: the one line of JSON `quest-sandbox` prints (`line`, written by hand because the
/// launcher does not link Foundation) and the grader decodes.
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
    /// When the wall clock ran out: how long the program's processes waited for a processor (the longest run-queue
    /// delay among them, from `/proc/PID/schedstat`), which tells a machine too busy to run it from a program that
    /// never ends.
    public var waitingMilliseconds: Int?

    public init(
        exitCode: Int? = nil, signal: Int? = nil, timedOut: Bool = false, outputLimited: Bool = false,
        memoryLimited: Bool = false, peakMemoryBytes: Int? = nil, outputBytes: Int = 0, cpuMilliseconds: Int = 0,
        wallMilliseconds: Int = 0, maxResidentKilobytes: Int = 0, uid: Int? = nil, unavailable: [String] = [],
        launchError: String? = nil, waitingMilliseconds: Int? = nil
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
        self.waitingMilliseconds = waitingMilliseconds
    }

    /// The status as one line of JSON, with the keys `Codable` reads.
    public var line: String {
        func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        func text(_ value: String?) -> String { value.map(Self.quote) ?? "null" }
        let fields: [(String, String)] = [
            ("exitCode", number(exitCode)), ("signal", number(signal)), ("timedOut", String(timedOut)),
            ("outputLimited", String(outputLimited)), ("memoryLimited", String(memoryLimited)),
            ("peakMemoryBytes", number(peakMemoryBytes)), ("outputBytes", String(outputBytes)),
            ("cpuMilliseconds", String(cpuMilliseconds)), ("wallMilliseconds", String(wallMilliseconds)),
            ("maxResidentKilobytes", String(maxResidentKilobytes)), ("uid", number(uid)),
            ("unavailable", "[" + unavailable.map(Self.quote).joined(separator: ",") + "]"),
            ("launchError", text(launchError)), ("waitingMilliseconds", number(waitingMilliseconds)),
        ]
        return "{" + fields.map { Self.quote($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
