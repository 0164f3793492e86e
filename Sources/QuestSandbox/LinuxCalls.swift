#if canImport(Glibc)
import Glibc
import CLinux

// The Linux calls Swift's Glibc module does not import come from the CLinux shim (one C header of wrappers).

/// A descriptor that becomes readable when process `pid` exits, or nil when this system has none: then waiting for
/// the exit falls back to polling.
func processDescriptor(_ pid: pid_t) -> Int32? {
    let descriptor = quest_pidfd_open(pid)
    return descriptor >= 0 ? descriptor : nil
}

/// The signal that asked the launcher to stop (Ctrl-C, SIGTERM, a closed terminal), 0 while none has. Written only by
/// the handler `StopRequest` installs.
nonisolated(unsafe) var stopSignal: sig_atomic_t = 0

/// Ctrl-C, SIGTERM and SIGHUP end the run instead of the launcher alone: without the handler, the launcher would die
/// and leave the program (which has a session of its own) running when there is no private world to die with it.
/// A signal the launcher was started with ignored stays ignored (`quest check --watch` ignores Ctrl-C so that the
/// grading under way finishes).
enum StopRequest {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func install() {
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals {
            let previous = signal(number) { stopSignal = $0 }
            if quest_is_ignored(previous) != 0 { signal(number, SIG_IGN) }
            sigaddset(&mask, number)
        }
        // Unblocked too: a parent that spawned the launcher with signals blocked (Foundation's Process does) would
        // otherwise keep them from it.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }
}

func lastError() -> String { String(cString: strerror(errno)) }

/// Monotonic time in milliseconds.
enum Clock {
    static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
#endif
