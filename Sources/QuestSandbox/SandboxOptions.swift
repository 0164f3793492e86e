#if canImport(Glibc)
import Glibc

/// The command line of `quest-sandbox`: the limits and the program to run.
struct SandboxOptions {
    var wallMilliseconds = 10_000
    var cpuSeconds = 5
    var memoryBytes: UInt64 = 1 << 30
    var fileSizeBytes: UInt64 = 16 << 20
    var processes: UInt64 = 32
    var outputBytes = 64 << 10
    var user: (uid: uid_t, gid: gid_t)?
    var directory: String?
    var stdoutPath: String?
    var stderrPath: String?
    var noNetwork = false
    var environment: [String] = []
    var program: [String] = []

    init(parsing arguments: [String]) throws(LauncherFailure) {
        var index = 0
        func value(_ name: String) throws(LauncherFailure) -> String {
            index += 1
            guard index < arguments.count else { throw LauncherFailure("\(name) needs a value") }
            return arguments[index]
        }
        func number(_ name: String) throws(LauncherFailure) -> UInt64 {
            let text = try value(name)
            guard let parsed = UInt64(text) else { throw LauncherFailure("\(name) expects a number, not \(text)") }
            return parsed
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--wall-ms": wallMilliseconds = Int(try number(argument))
            case "--cpu-seconds": cpuSeconds = Int(try number(argument))
            case "--memory-bytes": memoryBytes = try number(argument)
            case "--file-size-bytes": fileSizeBytes = try number(argument)
            case "--processes": processes = try number(argument)
            case "--output-bytes": outputBytes = Int(try number(argument))
            case "--directory": directory = try value(argument)
            case "--stdout": stdoutPath = try value(argument)
            case "--stderr": stderrPath = try value(argument)
            case "--env": environment.append(try value(argument))
            case "--no-network": noNetwork = true
            case "--user":
                let text = try value(argument)
                let parts = text.split(separator: ":")
                guard parts.count == 2, let uid = UInt32(parts[0]), let gid = UInt32(parts[1]) else {
                    throw LauncherFailure("--user expects UID:GID, not \(text)")
                }
                user = (uid, gid)
            case "--":
                program = Array(arguments[(index + 1)...])
                index = arguments.count
                continue
            default:
                throw LauncherFailure("unknown option \(argument)")
            }
            index += 1
        }
        guard !program.isEmpty else { throw LauncherFailure("no program given after --") }
    }
}
#endif
