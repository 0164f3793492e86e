#if canImport(Glibc)
import Glibc
import CLinux

/// Views of quest's own folders that the run's user can reach whatever the folders' ancestors allow.
///
/// bubblewrap runs as the run's own user and resolves every source path as that user (it even `realpath`s the
/// descriptor of `--ro-bind-fd`), so a quest installed, built or cloned under a folder other users cannot enter (a
/// `mktemp -d` prefix, `/root`) could not be bound, and every run failed before the harness started. Before dropping
/// to that user, the launcher's child (still root), in a mount namespace of its own, mounts a small tmpfs readable
/// by everyone on `root`, and bind-mounts each source under it (`root/0`, `root/1`, …); bubblewrap, started in that
/// namespace, binds the views to the original paths. Nothing is copied, the host sees no mount (the namespace's
/// mounts are private and die with the run), and the files keep their own permissions.
struct StagedViews {
    /// The mount point of the views: an empty folder on the host, covered only inside the run's mount namespace.
    static let root = "/run/quest-sandbox-views"

    /// The paths to view, each at `root/<index>`; empty when nothing needs staging.
    var sources: [String]

    /// The path bubblewrap binds from for `path`: its view when staged, else the path itself.
    func source(for path: String) -> String {
        guard let index = sources.firstIndex(of: path) else { return path }
        return "\(Self.root)/\(index)"
    }

    /// True when the run's user could not reach one of `paths` by itself: a folder on the way that others may not
    /// enter, or a file others may not read. Only then are views needed, and only then does the launcher need a mount
    /// namespace of its own (which a container without CAP_SYS_ADMIN refuses even where bubblewrap works).
    static func needed(for paths: [String]) -> Bool {
        paths.contains { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return false }
            if info.st_mode & S_IFMT != S_IFDIR && info.st_mode & 0o004 == 0 { return true }
            var folder = path
            while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                folder = String(folder[..<slash])
                guard stat(folder, &info) == 0 else { return true }
                if info.st_mode & 0o001 == 0 { return true }
            }
            return false
        }
    }

    /// Makes sure the mount point exists; called as root before the fork.
    static func prepareMountPoint() {
        mkdir("/run", 0o755)
        mkdir(root, 0o755)
    }

    /// Mounts the views; returns what failed, or nil. Only in the launcher's forked child, as root, in the mount
    /// namespace `ScratchPlaces.enterMountNamespace` made, before it drops to the run's user. A source that does not
    /// exist gets no view (its `--ro-bind-try` then skips it).
    func mount() -> String? {
        guard !sources.isEmpty else { return nil }
        guard quest_mount_view_tmpfs(Self.root) == 0 else { return "mounting a tmpfs on \(Self.root): \(lastError())" }
        for (index, path) in sources.enumerated() {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let view = "\(Self.root)/\(index)"
            if info.st_mode & S_IFMT == S_IFDIR {
                guard mkdir(view, 0o755) == 0 else { return "mkdir \(view): \(lastError())" }
            } else {
                let descriptor = open(view, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { return "creating \(view): \(lastError())" }
                close(descriptor)
            }
            guard quest_bind_mount(path, view) == 0 else { return "binding \(path): \(lastError())" }
        }
        return nil
    }
}
#endif
