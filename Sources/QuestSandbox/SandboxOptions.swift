#if canImport(Glibc)
import Glibc

/// The command line of `quest-sandbox`: the limits, the private world and the program to run.
///
/// Every limit must be given: the launcher has no defaults of its own (the grader's `SandboxLimits` is the one place
/// they are decided), so a missing one is a usage error, never a silent different value.
struct SandboxOptions {
    var wallMilliseconds = 0
    var cpuSeconds: UInt64 = 0
    var memoryBytes: UInt64 = 0
    var fileSizeBytes: UInt64 = 0
    var processes: UInt64 = 0
    var outputBytes = 0
    var openFiles: UInt64 = 0
    var scratchBytes: UInt64 = 0
    var resultsBytes = 0
    /// When root: the uids the run may take one of (`FIRST:COUNT`), each held by a lock while a run uses it.
    var users: (first: uid_t, count: Int)?
    var directory: String?
    var stdoutPath: String?
    var stderrPath: String?
    /// A file whose bytes the program reads on descriptor `descriptor` (the file is removed once read).
    var secret: (path: String, descriptor: Int32)?
    /// A file that receives what the program writes on descriptor `descriptor`.
    var results: (path: String, descriptor: Int32)?
    /// Folders and files the program may read besides the system's `/usr` (the Swift runtime, for example).
    var readOnly: [String] = []
    var noNetwork = false
    var environment: [String] = []
    var program: [String] = []

    /// The options every run must give, with the number each sets.
    private static let requiredLimits = [
        "--wall-ms", "--cpu-seconds", "--memory-bytes", "--file-size-bytes", "--processes", "--output-bytes",
        "--open-files", "--scratch-bytes", "--results-bytes",
    ]

    init(parsing arguments: [String]) throws(LauncherFailure) {
        var index = 0
        var given: Set<String> = []
        func value(_ name: String) throws(LauncherFailure) -> String {
            index += 1
            guard index < arguments.count else { throw LauncherFailure("\(name) needs a value") }
            return arguments[index]
        }
        func number(_ name: String) throws(LauncherFailure) -> UInt64 {
            let text = try value(name)
            guard let parsed = UInt64(text), parsed > 0 else {
                throw LauncherFailure("\(name) expects a positive number, not \(text)")
            }
            given.insert(name)
            return parsed
        }
        func fileAndDescriptor(_ name: String) throws(LauncherFailure) -> (String, Int32) {
            let text = try value(name)
            guard let colon = text.lastIndex(of: ":"), let descriptor = Int32(text[text.index(after: colon)...]),
                  descriptor > 2 else {
                throw LauncherFailure("\(name) expects FILE:FD with FD above 2, not \(text)")
            }
            return (String(text[..<colon]), descriptor)
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--wall-ms": wallMilliseconds = Int(try number(argument))
            case "--cpu-seconds": cpuSeconds = try number(argument)
            case "--memory-bytes": memoryBytes = try number(argument)
            case "--file-size-bytes": fileSizeBytes = try number(argument)
            case "--processes": processes = try number(argument)
            case "--output-bytes": outputBytes = Int(try number(argument))
            case "--open-files": openFiles = try number(argument)
            case "--scratch-bytes": scratchBytes = try number(argument)
            case "--results-bytes": resultsBytes = Int(try number(argument))
            case "--directory": directory = try value(argument)
            case "--stdout": stdoutPath = try value(argument)
            case "--stderr": stderrPath = try value(argument)
            case "--secret": secret = try fileAndDescriptor(argument)
            case "--results": results = try fileAndDescriptor(argument)
            case "--read-only": readOnly.append(try value(argument))
            case "--env": environment.append(try value(argument))
            case "--no-network": noNetwork = true
            case "--users":
                let text = try value(argument)
                let parts = text.split(separator: ":")
                guard parts.count == 2, let first = UInt32(parts[0]), let count = Int(parts[1]), count > 0 else {
                    throw LauncherFailure("--users expects FIRST:COUNT, not \(text)")
                }
                users = (first, count)
            case "--":
                program = Array(arguments[(index + 1)...])
                index = arguments.count
                continue
            default:
                throw LauncherFailure("unknown option \(argument)")
            }
            index += 1
        }
        let missing = Self.requiredLimits.filter { !given.contains($0) }
        guard missing.isEmpty else { throw LauncherFailure("missing \(missing.joined(separator: ", ")): every limit must be given") }
        guard !program.isEmpty else { throw LauncherFailure("no program given after --") }
        if let secret, let results, secret.descriptor == results.descriptor {
            throw LauncherFailure("--secret and --results need two different descriptors")
        }
    }
}
#endif
