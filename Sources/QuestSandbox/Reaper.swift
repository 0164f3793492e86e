#if canImport(Glibc)
import Glibc

/// Kills and reaps everything the program started: its process group, then any descendant that left the group and
/// was re-parented to this (subreaper) process, until no child is left.
enum Reaper {
    static func killDescendants(processGroup: pid_t) {
        let me = getpid()
        let deadline = Clock.milliseconds() + 3_000
        while Clock.milliseconds() < deadline {
            kill(-processGroup, SIGKILL)
            for pid in processes(where: { $0.parent == me }) { kill(pid, SIGKILL) }
            var status: Int32 = 0
            while true {
                let reaped = waitpid(-1, &status, WNOHANG)
                if reaped > 0 { continue }
                if reaped < 0 && errno == ECHILD { return }
                break
            }
            usleep(5_000)
        }
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [pid_t] {
        processes(where: { $0.parent == pid })
    }

    /// How many processes `user` owns (for an RLIMIT_NPROC that leaves room above them when not root).
    static func processCount(user: uid_t) -> Int {
        processes(where: { $0.user == user }).count
    }

    private struct Entry {
        var pid: pid_t
        var parent: pid_t
        var user: uid_t
    }

    private static func processes(where include: (Entry) -> Bool) -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var found: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard let pid = pid_t(name), let parent = parentOf(pid) else { continue }
            let user = realUser(of: pid) ?? uid_t.max
            if include(Entry(pid: pid, parent: parent, user: user)) { found.append(pid) }
        }
        return found
    }

    /// The real uid from `/proc/<pid>/status` (`Uid:` real, effective, …). Not the owner of `/proc/<pid>`: that is
    /// root for a non-dumpable process, as the harness makes itself.
    private static func realUser(of pid: pid_t) -> uid_t? {
        guard let text = processFile(pid, "status", bytes: 2048) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("Uid:") {
            return line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap { uid_t($0) }
        }
        return nil
    }

    /// The fourth field of `/proc/<pid>/stat`, read after the last `)` because the command name may contain spaces.
    private static func parentOf(_ pid: pid_t) -> pid_t? {
        guard let text = processFile(pid, "stat", bytes: 512) else { return nil }
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }

    /// How long `pid` has waited on a run queue for a processor, in milliseconds (the second field of
    /// `/proc/<pid>/schedstat`, in nanoseconds), or nil when the kernel does not say.
    static func runQueueMilliseconds(of pid: pid_t) -> Int? {
        guard let fields = processFile(pid, "schedstat", bytes: 128)?.split(separator: " "), fields.count >= 2,
              let nanoseconds = Int(fields[1])
        else { return nil }
        return nanoseconds / 1_000_000
    }

    /// The first `bytes` of `/proc/<pid>/<name>`, or nil when it cannot be read.
    private static func processFile(_ pid: pid_t, _ name: String, bytes: Int) -> String? {
        let descriptor = open("/proc/\(pid)/\(name)", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: bytes)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}
#endif
