#if canImport(Glibc)
import Glibc
import QuestProtocol
import CLinux

/// The run's private world, made by Debian's `bubblewrap` (the sandbox Flatpak uses): new user, mount, PID, network,
/// IPC and UTS namespaces; a read-only root holding only `/usr`, a few files of `/etc`, the given read-only paths and
/// the program; a fresh `/proc` and minimal `/dev`; and one size-limited noexec tmpfs for each writable place (the
/// home, `/tmp`, `/var/tmp`, `/dev/shm`; `ScratchPlaces`), all gone when the run ends.
///
/// bubblewrap runs unprivileged, after the launcher has dropped to the run's own uid, so it needs unprivileged user
/// namespaces; when the kernel refuses them (or bubblewrap is missing), the run goes on without a private world and
/// says so. In container mode (`quest_container_mode`, quest's image) bubblewrap is also tried for real first, and
/// the container is the private world when it fails.
struct PrivateWorld {
    /// Debian's path; the package is installed by `Scripts/setup.sh`.
    static let bubblewrap = "/usr/bin/bwrap"

    var options: LauncherOptions
    /// True when the launcher is root and the run has a user of its own: then every path the run reads from quest's
    /// folders is bound through a staged view (`StagedViews`), since that user may not be able to reach the path.
    var staged: Bool

    /// The run's user and group, who own its writable places.
    var owner: (uid: uid_t, gid: gid_t)

    /// The writable places (`/tmp`, `/var/tmp`, `/dev/shm` and the home), mounted noexec by the launcher (as root in
    /// `/run`, else under the home folder); nil without a home folder, when bubblewrap mounts them itself (and they can
    /// hold programs).
    var scratch: ScratchPlaces? {
        options.directory.map { home in
            ScratchPlaces(places: ["/tmp", "/var/tmp", "/dev/shm", home],
                          holder: geteuid() == 0 ? ScratchPlaces.rootHolder : home,
                          sizeBytes: options.scratchBytes, owner: owner)
        }
    }

    /// The views of the read-only paths and the program, in the order `StagedViews` mounts them.
    var views: StagedViews {
        StagedViews(sources: staged ? options.readOnly + [options.program[0]] : [])
    }

    /// Why a private world cannot be made here, or nil when it can. Forks a child that becomes `uid` and tries the
    /// namespaces bubblewrap will need, so that a refusal is known before the run (bubblewrap's own failure would look
    /// like the program's).
    static func unavailableReason(as uid: uid_t?) -> String? {
        guard access(bubblewrap, X_OK) == 0 else { return "bubblewrap (\(bubblewrap)) is not installed" }
        let flags = quest_new_user_namespace | quest_new_mount_namespace | quest_new_pid_namespace
            | quest_new_network_namespace
        let pid = fork()
        if pid == 0 {
            if let uid, setgroups(0, nil) != 0 || setgid(uid) != 0 || setuid(uid) != 0 { _exit(2) }
            _exit(quest_unshare(flags) == 0 ? 0 : 1)
        }
        guard pid > 0 else { return "cannot fork to try the namespaces: \(lastError())" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { return "unprivileged user namespaces are not allowed here" }
        // In a container the namespaces can be allowed and bubblewrap still fail (Podman masks /proc paths, so it
        // cannot mount a fresh /proc): in container mode, bubblewrap itself is tried once, and the container stands
        // in for the private world when it fails. Elsewhere a failure stays bubblewrap's, reported as such.
        if quest_container_mode() != 0, let failure = bubblewrapFailure(as: uid) {
            return "container mode (\(QUEST_CONTAINER_MARKER)): bubblewrap cannot make one in this container (\(failure)); "
                + "the container is the run's private world, one run per container"
        }
        return nil
    }

    /// Runs bubblewrap as `uid` with the namespaces, `/proc` and `/dev` every run needs, on `/usr/bin/true`; returns
    /// the first line bubblewrap printed when that failed, or nil.
    private static func bubblewrapFailure(as uid: uid_t?) -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return "pipe: \(lastError())" }
        let arguments = [
            bubblewrap, "--unshare-user", "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
            "--ro-bind", "/usr", "/usr", "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64",
            "--symlink", "usr/bin", "/bin", "--proc", "/proc", "--dev", "/dev", "--", "/usr/bin/true",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = [nil]
        let pid = fork()
        if pid == 0 {
            close(ends[0])
            dup2(ends[1], 2)
            if let uid, setgroups(0, nil) != 0 || setgid(uid) != 0 || setuid(uid) != 0 { _exit(2) }
            argv.withUnsafeBufferPointer { arguments in
                envp.withUnsafeBufferPointer { environment in
                    _ = execve(bubblewrap, arguments.baseAddress!, environment.baseAddress!)
                }
            }
            _exit(127)
        }
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while bytes.count < 4096 {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(ends[0])
        for pointer in argv { free(pointer) }
        guard pid > 0 else { return "cannot fork: \(lastError())" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status != 0 else { return nil }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return line ?? "exit status \(status)"
    }

    /// bubblewrap's command line, ending with the program and its arguments; with `filterDescriptor`, bubblewrap loads
    /// the BPF program it reads there right before it executes the program (`SyscallFilter`).
    func arguments(filterDescriptor: Int32?) -> [String] {
        var arguments = [
            Self.bubblewrap, "--unshare-user", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
            "--disable-userns", "--die-with-parent", "--new-session",
        ]
        if options.noNetwork { arguments.append("--unshare-net") }
        arguments += ["--ro-bind", "/usr", "/usr"]
        for top in ["bin", "sbin", "lib", "lib32", "lib64", "libx32"] {
            var info = stat()
            guard lstat("/" + top, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFLNK, let target = Self.linkTarget("/" + top) {
                arguments += ["--symlink", target, "/" + top]
            } else if info.st_mode & S_IFMT == S_IFDIR {
                arguments += ["--ro-bind", "/" + top, "/" + top]
            }
        }
        for file in ["/etc/ld.so.cache", "/etc/localtime", "/etc/alternatives"] {
            arguments += ["--ro-bind-try", file, file]
        }
        arguments += ["--proc", "/proc", "--dev", "/dev"]
        if let scratch {
            for (index, place) in scratch.places.enumerated() {
                arguments += ["--bind", scratch.source(at: index), place]
            }
        } else {
            for place in ["/tmp", "/var/tmp", "/dev/shm"] {
                arguments += ["--size", String(options.scratchBytes), "--perms", "0700", "--tmpfs", place]
            }
        }
        // After the tmpfs mounts, since the program or the runtime may live under /tmp. A read-only path that does
        // not exist (yet) is skipped.
        let views = self.views
        for path in options.readOnly {
            arguments += ["--ro-bind-try", views.source(for: path), path]
        }
        arguments += ["--ro-bind", views.source(for: options.program[0]), options.program[0]]
        arguments += ["--remount-ro", "/dev", "--remount-ro", "/"]
        if let directory = options.directory { arguments += ["--chdir", directory] }
        if let filterDescriptor { arguments += ["--seccomp", String(filterDescriptor)] }
        return arguments + ["--"] + options.program
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
#endif
