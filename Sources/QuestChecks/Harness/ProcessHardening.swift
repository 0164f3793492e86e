import Foundation
import CLinux

/// Keeps other processes of the run out of the harness's memory, where the run's secret lives.
///
/// The harness makes itself non-dumpable before it reads the secret: `/proc/<pid>/mem` then belongs to root, so
/// neither the harness's own code (learner code runs in it) nor any program it starts, as the run's user, can open
/// it, and `ptrace` and `process_vm_readv` from another process of the run are refused.
///
/// Swift's crash backtracer (`swift-backtrace`, which the runtime starts when the process crashes) reads the crashed
/// process's memory the same way, and quest's crash and limit reports need its frames. So each crash signal the
/// runtime handles gets a handler in front of the runtime's that makes the process dumpable again and hands over.
/// That reopens the memory only to a process that is crashing: a crash, or `SIGQUIT` after a limit, always ends in a
/// verdict that is not a pass (the launcher sees the signal), whatever is read or written after it.
enum ProcessHardening {
    /// The signals the runtime's backtracer handles (`SIGQUIT` is how `LimitSignals` asks for a backtrace).
    static let crashSignals = [SIGQUIT, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]

    /// The handlers that were there before, by signal number, called after dumpability is restored.
    nonisolated(unsafe) static var previous = Array(repeating: sigaction(), count: 65)

    /// Makes the process non-dumpable and puts the crash handlers in front of the runtime's.
    static func apply() {
        _ = quest_set_dumpable(0)
        for signalNumber in crashSignals {
            var old = sigaction()
            guard sigaction(signalNumber, nil, &old) == 0 else { continue }
            previous[Int(signalNumber)] = old
            var action = old
            action.__sigaction_handler.sa_sigaction = crashing
            action.sa_flags = old.sa_flags | SA_SIGINFO
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// Only async-signal-safe calls: `prctl`, then the previous handler, or the default action raised again.
private func crashing(_ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    _ = quest_set_dumpable(1)
    var old = ProcessHardening.previous[Int(signalNumber)]
    if old.sa_flags & SA_SIGINFO != 0, let handler = old.__sigaction_handler.sa_sigaction {
        handler(signalNumber, info, context)
        return
    }
    if quest_calls_handler(&old) != 0, let handler = old.__sigaction_handler.sa_handler {
        handler(signalNumber)
        return
    }
    // SIG_DFL (or SIG_IGN, which a crash cannot honour): the default action, once this handler returns.
    old.__sigaction_handler.sa_handler = nil
    old.sa_flags = 0
    sigaction(signalNumber, &old, nil)
    if signalNumber == SIGQUIT || signalNumber == SIGABRT || signalNumber == SIGTRAP { raise(signalNumber) }
}
