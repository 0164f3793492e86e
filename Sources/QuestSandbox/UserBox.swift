#if canImport(Glibc)
import Glibc

/// One uid of the range the grader reserved, held for this run by a lock (as `isolate` holds its boxes), so that two
/// concurrent runs never share a user: signals, `ptrace` and `RLIMIT_NPROC` then reach only the run's own processes.
struct UserBox {
    let uid: uid_t
    /// Kept open (close-on-exec) until the launcher exits, which releases the lock.
    private let lock: Int32

    /// Where the locks live: root's own folder, since only root can switch users.
    static let lockDirectory = "/run/quest-sandbox"
    /// Where they live when `/run` is read-only (a container started with `--read-only` and only a tmpfs `/tmp`, as
    /// Exercism's runners start theirs): used only when it is root's own folder that no one else may write.
    static let readOnlyRunLockDirectory = "/tmp/quest-sandbox-locks"

    /// Takes the first free uid of `first ..< first + count`, or fails when every one is busy.
    static func take(first: uid_t, count: Int) throws(LauncherFailure) -> UserBox {
        let lockDirectory = try lockFolder()
        // Start where this process's id points, so that concurrent launchers rarely try the same lock first.
        let start = Int(getpid()) % count
        for offset in 0..<count {
            let uid = first + uid_t((start + offset) % count)
            let descriptor = open("\(lockDirectory)/\(uid).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw LauncherFailure.system("cannot open a lock in \(lockDirectory)") }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                let box = UserBox(uid: uid, lock: descriptor)
                if box.killLeftovers() { return box }
                // Still held by the previous run's dying processes: try another uid.
                close(descriptor)
                continue
            }
            close(descriptor)
        }
        throw LauncherFailure("all \(count) sandbox users (\(first)…\(first + uid_t(count) - 1)) are busy")
    }

    /// `/run/quest-sandbox`, made if needed; when `/run` is read-only, `/tmp/quest-sandbox-locks`, made if needed and
    /// refused unless it is a folder (not a link) of root's that only root can write.
    private static func lockFolder() throws(LauncherFailure) -> String {
        mkdir("/run", 0o755)
        if mkdir(lockDirectory, 0o700) == 0 || errno == EEXIST { return lockDirectory }
        guard errno == EROFS else { throw LauncherFailure.system("cannot make \(lockDirectory)") }
        mkdir(readOnlyRunLockDirectory, 0o700)
        var info = stat()
        guard lstat(readOnlyRunLockDirectory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == 0,
              info.st_mode & 0o022 == 0 else {
            throw LauncherFailure("\(readOnlyRunLockDirectory) is not root's own folder (and /run is read-only)")
        }
        return readOnlyRunLockDirectory
    }

    /// Kills whatever still runs as this uid (nothing should: a run's processes die with it), from a child that has
    /// become the uid, since `kill(-1, …)` reaches exactly the processes of the caller's user; then waits until the
    /// uid has no process left, for at most `settleMilliseconds`, and says whether it got there.
    ///
    /// Why wait: the previous run's processes die with its PID namespace, but asynchronously, after its launcher
    /// released the lock. Until they are gone they count against `RLIMIT_NPROC` of the uid, so a run that follows a
    /// fork bomb on the same uid could not even start bubblewrap (`execve`: EAGAIN), a fault of the machine that
    /// looked like the learner's program ending early.
    private func killLeftovers() -> Bool {
        let deadline = Clock.milliseconds() + Self.settleMilliseconds
        repeat {
            let pid = fork()
            if pid == 0 {
                if setgid(uid) == 0 && setuid(uid) == 0 { kill(-1, SIGKILL) }
                _exit(0)
            }
            var status: Int32 = 0
            if pid > 0 { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
            if Reaper.processCount(user: uid) == 0 { return true }
            usleep(5_000)
        } while Clock.milliseconds() < deadline
        return false
    }

    /// How long a uid's leftovers may take to die before another uid is tried.
    static let settleMilliseconds = 2_000
}
#endif
