#if canImport(Glibc)
import Glibc
import CLinux

/// The run's writable places (its home, `/tmp`, `/var/tmp`, `/dev/shm`): one size-limited tmpfs each, mounted
/// `noexec`, `nosuid` and `nodev`, so that no file the run writes can ever be code. Above all not a library that
/// `dlopen` (inside Foundation's `Bundle.load`) maps into the harness beside its secret: a run can start the machine's
/// `gcc`, and a C constructor in the harness's address space could forge every record. (The other way to a file
/// outside these mounts, a memfd, is refused by `SyscallFilter`.)
///
/// bubblewrap 0.8 cannot mount a tmpfs `noexec`, so the launcher's forked child makes them, in a mount namespace of
/// its own, under `holder`: as root directly, on a folder of `/run` that every user may enter (bubblewrap runs as the
/// run's user and must reach its sources, wherever quest's temporary folder is); otherwise on the run's home folder
/// (the run's user is quest's own then, and never sees that folder: its home is the fourth of these mounts), first in
/// a user namespace of its own that maps only its own ids. bubblewrap, started in that namespace, binds them to the
/// places. There the flags are locked: the run's user namespace is a child of the one that mounted them, so nothing
/// in the run can remount them executable.
struct ScratchPlaces {
    /// The mount point as root: empty on the host, covered only inside each run's mount namespace.
    static let rootHolder = "/run/quest-sandbox-scratch"

    /// The paths inside the run, each backed by the mount `holder/<index>`.
    var places: [String]
    /// The folder the mounts are made under: `rootHolder` as root, else the run's home.
    var holder: String
    /// Size of each place.
    var sizeBytes: Int
    /// The owner of each place: the run's user and group.
    var owner: (uid: uid_t, gid: gid_t)

    /// The path bubblewrap binds from for the place at `index`.
    func source(at index: Int) -> String { "\(holder)/\(index)" }

    /// Makes sure `rootHolder` exists; called as root before the fork.
    static func prepareMountPoint() {
        mkdir("/run", 0o755)
        mkdir(rootHolder, 0o755)
    }

    /// Enters the mount namespace the places are made in (as root a mount namespace; otherwise a user namespace mapping
    /// only our own ids, and a mount namespace it owns), with every mount private so that none reaches the host; what
    /// failed, or nil. In the launcher's forked child, before it drops to the run's user.
    static func enterMountNamespace() -> String? {
        if geteuid() == 0 {
            guard quest_unshare(quest_new_mount_namespace) == 0 else { return "unshare(CLONE_NEWNS): \(lastError())" }
        } else {
            let uid = getuid()
            let gid = getgid()
            guard quest_unshare(quest_new_user_namespace | quest_new_mount_namespace) == 0 else {
                return "unshare(CLONE_NEWUSER | CLONE_NEWNS): \(lastError())"
            }
            for (file, text) in [("setgroups", "deny"), ("uid_map", "\(uid) \(uid) 1"), ("gid_map", "\(gid) \(gid) 1")] {
                guard write(text, to: "/proc/self/\(file)") else { return "writing /proc/self/\(file): \(lastError())" }
            }
        }
        guard quest_make_mounts_private() == 0 else { return "making the mounts private: \(lastError())" }
        return nil
    }

    /// Mounts the places under `holder`; what failed, or nil. After `enterMountNamespace`.
    func mount() -> String? {
        guard quest_mount_scratch_tmpfs(holder, "mode=0755,size=64k") == 0 else {
            return "mounting a tmpfs on \(holder): \(lastError())"
        }
        for index in places.indices {
            let target = source(at: index)
            guard mkdir(target, 0o700) == 0 else { return "mkdir \(target): \(lastError())" }
            let options = "size=\(sizeBytes),mode=0700,uid=\(owner.uid),gid=\(owner.gid)"
            guard quest_mount_scratch_tmpfs(target, options) == 0 else {
                return "mounting a noexec tmpfs on \(target): \(lastError())"
            }
        }
        return nil
    }

    private static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return text.withCString { Glibc.write(descriptor, $0, strlen($0)) } == text.utf8.count
    }
}
#endif
