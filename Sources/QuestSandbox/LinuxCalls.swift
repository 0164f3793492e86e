#if canImport(Glibc)
import Glibc

// The few Linux calls and constants the launcher needs that Swift's Glibc module does not import directly.

/// `prctl` is variadic in C, which Swift cannot call; look it up with a fixed five-argument signature instead.
func callPrctl(_ option: Int32, _ argument: UInt) -> Int32 {
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "prctl") else {
        errno = ENOSYS
        return -1
    }
    return unsafeBitCast(symbol, to: Prctl.self)(option, argument, 0, 0, 0)
}

/// `unshare` is declared only under _GNU_SOURCE, which Swift's Glibc module does not define.
func callUnshare(_ flags: Int32) -> Int32 {
    typealias Unshare = @convention(c) (Int32) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "unshare") else {
        errno = ENOSYS
        return -1
    }
    return unsafeBitCast(symbol, to: Unshare.self)(flags)
}

/// A descriptor that becomes readable when process `pid` exits (glibc 2.36's `pidfd_open`), or nil when this
/// system has none: then waiting for the exit falls back to polling.
func processDescriptor(_ pid: pid_t) -> Int32? {
    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "pidfd_open") else { return nil }
    let descriptor = unsafeBitCast(symbol, to: PidfdOpen.self)(pid, 0)
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
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
            sigaddset(&mask, number)
        }
        // Unblocked too: a parent that spawned the launcher with signals blocked (Foundation's Process does) would
        // otherwise keep them from it.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }
}

/// Linux constants that Swift's Glibc module does not import (GNU-only or from <linux/*.h>).
enum LinuxConstant {
    static let setChildSubreaper: Int32 = 36
    static let newNetworkNamespace: Int32 = 0x4000_0000
    static let newUserNamespace: Int32 = 0x1000_0000
    static let newMountNamespace: Int32 = 0x0002_0000
    static let newPIDNamespace: Int32 = 0x2000_0000
    static let processLimit = __rlimit_resource(rawValue: 6)
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
