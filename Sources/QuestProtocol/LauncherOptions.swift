/// The command line of `quest-sandbox`: the limits, the private world and the program to run. The grader makes it
/// (`arguments`) and the launcher reads it (`init(parsing:)`), so both sides share this one declaration:
///
///     quest-sandbox --wall-ms N --cpu-seconds N --memory-bytes N --file-size-bytes N --processes N
///                   --output-bytes N --open-files N --scratch-bytes N --results-bytes N
///                   [--users FIRST:COUNT] [--directory DIR] [--stdout FILE] [--stderr FILE]
///                   [--secret FILE:FD] [--results FILE:FD] [--read-only PATH]... [--no-network]
///                   [--env KEY=VALUE]... -- PROGRAM [ARGUMENT]...
///
/// Every limit must be given: the launcher has no defaults of its own (the grader's `SandboxLimits` is the one place
/// they are decided), so a missing one is a usage error, never a silent different value.
public struct LauncherOptions: Hashable, Sendable {
    /// A file handed to the program on a descriptor of its own.
    public struct Handoff: Hashable, Sendable {
        public var path: String
        public var descriptor: Int32

        public init(path: String, descriptor: Int32) {
            self.path = path
            self.descriptor = descriptor
        }
    }

    /// The uids a run may take one of, each held by a lock while a run uses it.
    public struct UserRange: Hashable, Sendable {
        public var first: UInt32
        public var count: Int

        public init(first: UInt32, count: Int) {
            self.first = first
            self.count = count
        }
    }

    public var wallMilliseconds = 0
    public var cpuSeconds = 0
    public var memoryBytes = 0
    public var fileSizeBytes = 0
    public var processes = 0
    public var outputBytes = 0
    public var openFiles = 0
    public var scratchBytes = 0
    public var resultsBytes = 0
    /// When root: the uids the run may take one of.
    public var users: UserRange?
    /// The program's working directory (its private home).
    public var directory: String?
    public var stdoutPath: String?
    public var stderrPath: String?
    /// A file whose bytes the program reads on the handoff's descriptor (the launcher removes the file once read).
    public var secret: Handoff?
    /// A file that receives what the program writes on the handoff's descriptor.
    public var results: Handoff?
    /// Folders and files the program may read besides the system's `/usr` (the Swift runtime, for example).
    public var readOnly: [String] = []
    public var noNetwork = false
    /// `KEY=VALUE`: the program's whole environment.
    public var environment: [String] = []
    /// The program and its arguments.
    public var program: [String] = []

    public init() {}

    /// The options that set each limit, in the order they are written.
    private static var limits: [(name: String, value: WritableKeyPath<LauncherOptions, Int>)] {
        [
            ("--wall-ms", \.wallMilliseconds), ("--cpu-seconds", \.cpuSeconds), ("--memory-bytes", \.memoryBytes),
            ("--file-size-bytes", \.fileSizeBytes), ("--processes", \.processes), ("--output-bytes", \.outputBytes),
            ("--open-files", \.openFiles), ("--scratch-bytes", \.scratchBytes), ("--results-bytes", \.resultsBytes),
        ]
    }

    /// The launcher's command line for these options (what `init(parsing:)` reads back).
    public var arguments: [String] {
        var arguments = Self.limits.flatMap { [$0.name, String(self[keyPath: $0.value])] }
        if noNetwork { arguments.append("--no-network") }
        if let directory { arguments += ["--directory", directory] }
        if let stdoutPath { arguments += ["--stdout", stdoutPath] }
        if let stderrPath { arguments += ["--stderr", stderrPath] }
        if let users { arguments += ["--users", "\(users.first):\(users.count)"] }
        for path in readOnly { arguments += ["--read-only", path] }
        if let secret { arguments += ["--secret", "\(secret.path):\(secret.descriptor)"] }
        if let results { arguments += ["--results", "\(results.path):\(results.descriptor)"] }
        for variable in environment { arguments += ["--env", variable] }
        return arguments + ["--"] + program
    }

    /// Reads a launcher command line (without the launcher's own name).
    public init(parsing arguments: [String]) throws(LauncherUsageError) {
        var index = 0
        var given: Set<String> = []
        func value(_ name: String) throws(LauncherUsageError) -> String {
            index += 1
            guard index < arguments.count else { throw LauncherUsageError("\(name) needs a value") }
            return arguments[index]
        }
        func handoff(_ name: String) throws(LauncherUsageError) -> Handoff {
            let text = try value(name)
            guard let colon = text.lastIndex(of: ":"), let descriptor = Int32(text[text.index(after: colon)...]),
                  descriptor > 2 else {
                throw LauncherUsageError("\(name) expects FILE:FD with FD above 2, not \(text)")
            }
            return Handoff(path: String(text[..<colon]), descriptor: descriptor)
        }
        while index < arguments.count {
            let argument = arguments[index]
            if let limit = Self.limits.first(where: { $0.name == argument }) {
                let text = try value(argument)
                guard let number = Int(text), number > 0 else {
                    throw LauncherUsageError("\(argument) expects a positive number, not \(text)")
                }
                self[keyPath: limit.value] = number
                given.insert(argument)
                index += 1
                continue
            }
            switch argument {
            case "--directory": directory = try value(argument)
            case "--stdout": stdoutPath = try value(argument)
            case "--stderr": stderrPath = try value(argument)
            case "--secret": secret = try handoff(argument)
            case "--results": results = try handoff(argument)
            case "--read-only": readOnly.append(try value(argument))
            case "--env": environment.append(try value(argument))
            case "--no-network": noNetwork = true
            case "--users":
                let text = try value(argument)
                let parts = text.split(separator: ":")
                guard parts.count == 2, let first = UInt32(parts[0]), let count = Int(parts[1]), count > 0 else {
                    throw LauncherUsageError("--users expects FIRST:COUNT, not \(text)")
                }
                users = UserRange(first: first, count: count)
            case "--":
                program = Array(arguments[(index + 1)...])
                index = arguments.count
                continue
            default:
                throw LauncherUsageError("unknown option \(argument)")
            }
            index += 1
        }
        let missing = Self.limits.map(\.name).filter { !given.contains($0) }
        guard missing.isEmpty else {
            throw LauncherUsageError("missing \(missing.joined(separator: ", ")): every limit must be given")
        }
        guard !program.isEmpty else { throw LauncherUsageError("no program given after --") }
        if let secret, let results, secret.descriptor == results.descriptor {
            throw LauncherUsageError("--secret and --results need two different descriptors")
        }
    }
}
