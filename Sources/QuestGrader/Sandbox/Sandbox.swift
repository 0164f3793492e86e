import Foundation
import QuestProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program through the `quest-sandbox` launcher: resource limits, a user of its own (when quest is root), a
/// private world (bubblewrap: its own filesystem view, `/tmp`, PID and network namespaces), stdin closed and a minimal
/// environment. Learner code only ever runs this way.
public struct Sandbox: Sendable {
    /// The `quest-sandbox` executable.
    public var launcher: String
    public var limits: SandboxLimits
    /// What the program may read besides `/usr` and itself: the Swift runtime's folders.
    public var readOnly: [String]
    /// The uids runs take one of, each its own while it runs; nil keeps quest's own user.
    public var users: SandboxUsers?

    public init(
        launcher: String, limits: SandboxLimits = SandboxLimits(), readOnly: [String] = [],
        users: SandboxUsers? = .forCurrentProcess
    ) {
        self.launcher = launcher
        self.limits = limits
        self.readOnly = readOnly
        self.users = users
    }

    /// The environment the program sees, and nothing else.
    static func environment(home: String) -> [String] {
        [
            "PATH=/usr/bin:/bin",
            "HOME=\(home)",
            "TMPDIR=\(home)",
            "LANG=C.UTF-8",
            // A crash prints the learner's frames with file:line, without colour, registers or image lists.
            "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,registers=none,images=none,limit=40,sanitize=no",
        ]
    }

    /// Runs `program` with `arguments` in `directory.home` and returns how it ended. With a `channel`, the program
    /// gets the channel's handover (secret and seed) and a descriptor for its records (`HarnessChannel`), whose bytes come back in the run.
    public func run(
        _ program: String, arguments: [String], in directory: SandboxDirectory, channel: HarnessChannel? = nil
    ) throws -> SandboxRun {
        let stdoutPath = directory.capture + "/stdout"
        let stderrPath = directory.capture + "/stderr"
        let recordsPath = directory.capture + "/records"
        var options = limits.launcherOptions
        options.noNetwork = true
        options.directory = directory.home
        options.stdoutPath = stdoutPath
        options.stderrPath = stderrPath
        options.users = users.map { LauncherOptions.UserRange(first: $0.first, count: $0.count) }
        options.readOnly = readOnly
        if let channel {
            let secretPath = directory.capture + "/secret"
            guard FileManager.default.createFile(
                atPath: secretPath, contents: Data(channel.handover.utf8), attributes: [.posixPermissions: 0o600]
            ) else { throw GraderError.filesystem("cannot write \(secretPath)") }
            options.secret = .init(path: secretPath, descriptor: HarnessInvocation.secretDescriptor)
            options.results = .init(path: recordsPath, descriptor: HarnessInvocation.recordsDescriptor)
        }
        options.environment = Self.environment(home: directory.home)
        options.program = [program] + arguments

        let result = try ChildProcess.run(launcher, options.arguments)
        guard result.exitCode == 0,
              let line = result.standardOutput.split(separator: "\n").last,
              let reported = try? JSONDecoder().decode(SandboxStatus.self, from: Data(line.utf8))
        else {
            let detail = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            throw GraderError.sandbox(detail.isEmpty ? "the sandbox launcher exited with status \(result.exitCode)" : detail)
        }
        var status = reported
        if users == nil && geteuid() != 0 {
            status.unavailable.append("a user of its own: quest is not running as root")
        }
        return SandboxRun(
            status: status,
            standardOutput: Self.readText(stdoutPath),
            standardError: Self.readText(stderrPath),
            records: FileManager.default.contents(atPath: recordsPath) ?? Data()
        )
    }

    private static func readText(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
