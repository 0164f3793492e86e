import CLinux
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a trusted tool (swiftc, the sandbox launcher) and collects its output.
///
/// Output goes to temporary files rather than pipes: a compiler that writes megabytes of diagnostics can then never
/// block on a full pipe while we wait for it.
///
/// The child is started with `posix_spawn` and waited for with `waitpid`, not with Foundation's `Process`: on Linux
/// `Process.waitUntilExit()` polls its run loop and noticed an exit up to 50 ms late, which, over the four tools a
/// check runs, was a sixth of a warm check (measured with `strace -f -tt`: 0.14 s between the autolink step's exit
/// and the link's start).
struct ChildProcess {
    struct Result {
        /// The exit status, or the signal's number when a signal ended the child (as Foundation's `Process` says).
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
        /// Why quest stopped the child, when it did: `swift-frontend did not finish within 180 s and was stopped`,
        /// `swift-frontend wrote a file past 128 MB and was stopped`. Kept apart from the output, which a caller may
        /// cut short; `standardError` ends with it too, as an `error:` line.
        var stopped: String?
    }

    /// The exit code of a child stopped at its time limit (as `timeout(1)` says).
    static let timedOut: Int32 = 124

    /// Runs `executable`; with a `timeLimit` (seconds), the child runs in a process group of its own, and the whole
    /// group is killed when the limit passes: the result is then `timedOut`, with a line saying so in its error output.
    ///
    /// With a `fileSizeLimit` (bytes), no file the child (or a process it starts) writes grows past it, its output
    /// files included: a write past it fails, the kernel stops the writer with SIGXFSZ, and the error output ends with
    /// a line saying so. The limit is set by util-linux's `prlimit(1)` on itself before it executes the tool, so
    /// every process the tool starts has it: set from quest after `posix_spawn` returned, a shell under load had
    /// started its child first, and that child wrote 16 GB.
    static func run(
        _ executable: String, _ arguments: [String], currentDirectory: String? = nil, timeLimit: Double? = nil,
        fileSizeLimit: Int? = nil
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("quest-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path
        let limited = fileSizeLimit.map { [Self.prlimit, "--fsize=\($0):\($0)", "--"] } ?? []
        let (status, signalled, stopped) = try spawnAndWait(
            limited + [executable] + arguments, in: currentDirectory, standardOutput: outputPath, standardError: errorPath,
            timeLimit: timeLimit
        )
        var standardError = Self.read(errorPath)
        let tool = URL(fileURLWithPath: executable).lastPathComponent
        var why: String?
        if stopped, let timeLimit {
            why = "\(tool) did not finish within \(Int(timeLimit)) s and was stopped"
        } else if signalled, status == SIGXFSZ, let fileSizeLimit {
            why = "\(tool) wrote a file past \(fileSizeLimit >> 20) MB and was stopped"
        }
        if let why { standardError += "error: \(why)\n" }
        return Result(
            exitCode: stopped ? Self.timedOut : status,
            standardOutput: Self.read(outputPath),
            standardError: standardError,
            stopped: why
        )
    }

    /// util-linux's `prlimit`, which Debian always has (util-linux is essential).
    static let prlimit = "/usr/bin/prlimit"

    /// The text of an output file; a cut UTF-8 sequence (a file stopped at its size limit) is replaced, not a reason
    /// to lose the whole file.
    private static func read(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts `command` in `directory` (its stdin `/dev/null`, its output into the two files, quest's environment, no
    /// signal blocked) and returns how it ended. A signal quest ignores stays ignored, as across any exec: `check
    /// --watch` ignores Ctrl-C so that the compile or run under way finishes before it stops.
    private static func spawnAndWait(
        _ command: [String], in directory: String?, standardOutput: String, standardError: String, timeLimit: Double?
    ) throws -> (status: Int32, signalled: Bool, stopped: Bool) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let create = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, create, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, create, 0o600)
        // Nothing else of quest's reaches the child: a descriptor another thread has open without close-on-exec (a
        // harness being copied into place) would otherwise stay open in a long-lived child, such as another run's
        // launcher, and that harness's exec would fail with "Text file busy" (found by Scripts/stress-validate.sh:
        // 1 run in 50, 4 at once).
        quest_spawn_add_close_from(&actions, 3)
        // The child changes directory itself, after the files above are opened (their paths are absolute).
        if let directory { quest_spawn_add_chdir(&actions, directory) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        // With a time limit, a process group of its own, so that the compiler's own children go with it.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | (timeLimit == nil ? 0 : POSIX_SPAWN_SETPGROUP)))

        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw GraderError.missingTool("cannot run \(command[0]): \(String(cString: strerror(spawned)))")
        }
        // The watchdog kills the group once the limit passes, unless the child was reaped first (checked under the
        // lock, so that a reaped child's pid, which may be reused, is never signalled).
        let watch = Watch()
        if let timeLimit {
            let group = pid
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { watch.stopUnlessReaped(group: group) }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw GraderError.filesystem("cannot wait for \(command[0]): \(String(cString: strerror(errno)))") }
        }
        let stopped = watch.reaped()
        let signalled = quest_signaled(status) != 0
        return (signalled ? quest_terminating_signal(status) : quest_exit_status(status), signalled, stopped)
    }

    /// Whether the watchdog stopped a child, and whether it may still do so.
    private final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        private var stopped = false

        /// Kills the child's process group, unless the child was reaped already.
        func stopUnlessReaped(group: pid_t) {
            lock.lock()
            defer { lock.unlock() }
            guard !done else { return }
            stopped = true
            kill(-group, SIGKILL)
        }

        /// Marks the child reaped; true when the watchdog had stopped it.
        func reaped() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            done = true
            return stopped
        }
    }
}
