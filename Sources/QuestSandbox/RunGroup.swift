#if canImport(Glibc)
import Glibc
import QuestProtocol

/// A cgroup made for one run, so that the run as a whole is bounded: the memory of all its processes together
/// (anonymous memory, tmpfs and memfd pages included, which per-process limits miss), the number of its processes,
/// and its CPU (one core's bandwidth, and `cpuSeconds` of CPU time over every process, watched by the launcher).
///
/// Made by the launcher as root under the hierarchy the machine has: the unified one (cgroup v2, most desktops and CI
/// runners), or the v1 `memory`, `pids`, `cpu` and `cpuacct` hierarchies (hybrid machines), beside the launcher's own
/// cgroup. The launcher's child joins it before dropping privileges, so every process of the run is in it; it is
/// removed when the run ends. The verdict *out of memory* is read from the group's own counters (`memory.events` or
/// `memory.oom_control`), never only from what the program printed.
struct RunGroup {
    /// The folders of the group, one per hierarchy (one in v2).
    private(set) var folders: [String] = []
    private var unified: Bool

    private static let base = "/sys/fs/cgroup"

    /// Makes the group with the run's limits, or throws why it cannot (not root, a read-only or missing cgroupfs, no
    /// controller): the run then goes on and the status line lists the bound as unavailable.
    init(limits options: LauncherOptions) throws(LauncherFailure) {
        guard geteuid() == 0 else { throw LauncherFailure("quest is not running as root") }
        let name = "quest-sandbox-\(getpid())"
        unified = access(Self.base + "/cgroup.controllers", F_OK) == 0
        do {
            if unified {
                try makeUnified(name: name, options: options)
            } else {
                try makeSeparate(name: name, options: options)
            }
        } catch {
            remove()
            throw error
        }
    }

    /// Makes the group `folder`. One of the same name is left by a launcher of the same process id that was killed
    /// before it could remove its group (seen: 357 such groups after a day of killed test runs, and a run refused its
    /// bound by `File exists`); no live process holds this id but this one, so that group is stale: it is removed
    /// (the kernel refuses while it still holds a process) and made again.
    private static func makeGroup(_ folder: String) throws(LauncherFailure) {
        if mkdir(folder, 0o755) == 0 { return }
        guard errno == EEXIST, rmdir(folder) == 0, mkdir(folder, 0o755) == 0 else {
            throw LauncherFailure.system("mkdir \(folder)")
        }
    }

    private mutating func makeUnified(name: String, options: LauncherOptions) throws(LauncherFailure) {
        // Under a parent of quest's own at the top: a cgroup that holds processes (quest's own) cannot give its
        // children controllers, and the top one always can.
        let parent = Self.base + "/quest-sandbox"
        let controllers = Self.contents(of: Self.base + "/cgroup.subtree_control") ?? ""
        for controller in ["memory", "pids", "cpu"] where !controllers.split(separator: " ").contains(Substring(controller)) {
            try Self.put(Self.base + "/cgroup.subtree_control", "+\(controller)")
        }
        if mkdir(parent, 0o755) != 0 && errno != EEXIST { throw LauncherFailure.system("mkdir \(parent)") }
        try Self.put(parent + "/cgroup.subtree_control", "+memory +pids +cpu")
        let folder = parent + "/" + name
        try Self.makeGroup(folder)
        folders = [folder]
        try Self.put(folder + "/memory.max", String(options.memoryBytes))
        try? Self.put(folder + "/memory.swap.max", "0")
        try Self.put(folder + "/pids.max", String(options.processes))
        try Self.put(folder + "/cpu.max", "\(Self.periodMicroseconds) \(Self.periodMicroseconds)")
    }

    private mutating func makeSeparate(name: String, options: LauncherOptions) throws(LauncherFailure) {
        var seen: Set<String> = []
        for controller in ["memory", "pids", "cpu", "cpuacct"] {
            let mount = Self.base + "/" + controller
            guard let real = Self.realPath(mount) else { throw LauncherFailure("no cgroup v1 \(controller) hierarchy") }
            guard seen.insert(real).inserted else { continue }
            let folder = real + Self.ownPath(controller: controller) + "/" + name
            try Self.makeGroup(folder)
            folders.append(folder)
        }
        for folder in folders {
            if access(folder + "/memory.limit_in_bytes", F_OK) == 0 {
                try Self.put(folder + "/memory.limit_in_bytes", String(options.memoryBytes))
                // With swap accounting, memory plus swap too, so that the run cannot spill into swap.
                try? Self.put(folder + "/memory.memsw.limit_in_bytes", String(options.memoryBytes))
            }
            if access(folder + "/pids.max", F_OK) == 0 { try Self.put(folder + "/pids.max", String(options.processes)) }
            if access(folder + "/cpu.cfs_quota_us", F_OK) == 0 {
                try Self.put(folder + "/cpu.cfs_period_us", String(Self.periodMicroseconds))
                try Self.put(folder + "/cpu.cfs_quota_us", String(Self.periodMicroseconds))
            }
        }
    }

    /// One core's bandwidth: the quota equals the period.
    static let periodMicroseconds = 100_000

    /// Moves the calling process into the group (in the launcher's child, before it drops privileges).
    func join() -> String? {
        for folder in folders {
            do { try Self.put(folder + "/cgroup.procs", "0") } catch { return error.message }
        }
        return nil
    }

    /// CPU time used by every process of the run so far, in milliseconds.
    var cpuMilliseconds: Int {
        for folder in folders {
            if let usage = Self.contents(of: folder + "/cpuacct.usage").flatMap({ Int($0) }) { return usage / 1_000_000 }
            if let stat = Self.contents(of: folder + "/cpu.stat"), let usage = Self.field("usage_usec", in: stat) {
                return usage / 1000
            }
        }
        return 0
    }

    /// True when the kernel killed a process of the run because the group's memory was full.
    var ranOutOfMemory: Bool {
        for folder in folders {
            if let events = Self.contents(of: folder + "/memory.events"), (Self.field("oom_kill", in: events) ?? 0) > 0 {
                return true
            }
            if let control = Self.contents(of: folder + "/memory.oom_control"), (Self.field("oom_kill", in: control) ?? 0) > 0 {
                return true
            }
        }
        return false
    }

    /// The most memory the run held at once, in bytes, when the kernel says.
    var peakMemoryBytes: Int? {
        for folder in folders {
            if let peak = Self.contents(of: folder + "/memory.max_usage_in_bytes") ?? Self.contents(of: folder + "/memory.peak") {
                return Int(peak)
            }
        }
        return nil
    }

    /// Removes the group once its processes are gone (retrying while the kernel finishes tearing them down).
    func remove() {
        for folder in folders.reversed() {
            for _ in 0..<200 {
                if rmdir(folder) == 0 || errno == ENOENT { break }
                usleep(5_000)
            }
        }
    }

    /// The launcher's own cgroup in a v1 hierarchy, from `/proc/self/cgroup` (`4:memory:/a/b`).
    private static func ownPath(controller: String) -> String {
        for line in (contents(of: "/proc/self/cgroup") ?? "").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[1].split(separator: ",").contains(Substring(controller)) else { continue }
            return parts[2] == "/" ? "" : String(parts[2])
        }
        return ""
    }

    private static func field(_ name: String, in text: String) -> Int? {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0] == name { return Int(parts[1]) }
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self).trimmingNewlines
    }

    static func put(_ path: String, _ text: String) throws(LauncherFailure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LauncherFailure.system("open \(path)") }
        defer { close(descriptor) }
        let written = text.withCString { write(descriptor, $0, strlen($0)) }
        guard written == text.utf8.count else { throw LauncherFailure.system("write \(text) to \(path)") }
    }
}

private extension String {
    var trimmingNewlines: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
#endif
