import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program through the `quest-sandbox` launcher: its own session, resource limits, no network, stdin closed,
/// a minimal environment and, when quest is root, the `nobody` user. Learner code only ever runs this way.
public struct Sandbox: Sendable {
    /// The `quest-sandbox` executable.
    public var launcher: String
    public var limits: SandboxLimits
    /// The user to run as; nil keeps quest's own user.
    public var user: SandboxUser?

    public init(launcher: String, limits: SandboxLimits = SandboxLimits(), user: SandboxUser? = .forCurrentProcess) {
        self.launcher = launcher
        self.limits = limits
        self.user = user
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

    /// Runs `program` with `arguments` in `directory.home` and returns how it ended.
    public func run(_ program: String, arguments: [String], in directory: SandboxDirectory) throws -> SandboxRun {
        let stdoutPath = directory.capture + "/stdout"
        let stderrPath = directory.capture + "/stderr"
        var launcherArguments = limits.launcherArguments
        launcherArguments += ["--no-network", "--directory", directory.home, "--stdout", stdoutPath, "--stderr", stderrPath]
        if let user { launcherArguments += ["--user", "\(user.uid):\(user.gid)"] }
        for variable in Self.environment(home: directory.home) { launcherArguments += ["--env", variable] }
        launcherArguments += ["--", program] + arguments

        let result = try ChildProcess.run(launcher, launcherArguments)
        guard result.exitCode == 0,
              let line = result.standardOutput.split(separator: "\n").last,
              let reported = try? JSONDecoder().decode(SandboxStatus.self, from: Data(line.utf8))
        else {
            let detail = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            throw GraderError.sandbox(detail.isEmpty ? "the sandbox launcher exited with status \(result.exitCode)" : detail)
        }
        var status = reported
        if user == nil && geteuid() != 0 {
            status.unavailable.append("a separate unprivileged user: quest is not running as root")
        }
        return SandboxRun(
            status: status,
            standardOutput: Self.readText(stdoutPath),
            standardError: Self.readText(stderrPath),
            user: user?.name
        )
    }

    private static func readText(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
