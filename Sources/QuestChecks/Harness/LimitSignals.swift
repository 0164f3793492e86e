import Foundation

/// Makes a harness stopped by a limit say where the learner's code was running.
///
/// `RLIMIT_CPU` sends `SIGXCPU` a second before its hard limit kills, and `quest-sandbox` sends `SIGALRM` when the
/// wall clock runs out, a moment before it kills the process group. Left alone, either ends the program without a
/// trace. The handler writes a marker line, then has Swift's backtracer print the interrupted thread: it raises
/// `SIGQUIT`, which it keeps blocked, so that the `SIGQUIT` arrives as the handler returns, in the interrupted code
/// (a backtrace taken inside the handler would stop at the signal frame). A busy loop is mostly inside the Swift
/// runtime's shared library, whose frames name no learner line, so the handler first samples with `SIGPROF` until
/// the thread is in the harness's own code (learner code is linked there), for at most `maximumSamples` ticks. A
/// program blocked in a wait gets no tick and no backtrace (its frames are in libc, which the backtracer cannot
/// unwind); the launcher kills it when its grace period ends. The grader reads the limit from the marker and the learner's `file:line` from the first
/// learner frame.
public enum LimitSignals {
    /// The line written on `SIGXCPU`; the grader classifies the run as *CPU limit* when it sees it.
    public static let cpuMarker = "quest-harness: CPU time limit reached"
    /// The line written on `SIGALRM`; the grader classifies the run as *time limit* when it sees it.
    public static let wallClockMarker = "quest-harness: wall-clock time limit reached"
    /// `SIGPROF` ticks (1 ms of CPU each) to wait for the thread to be in the harness's code; the hard CPU limit
    /// leaves a second.
    static let maximumSamples = 300

    /// Installs the handlers; called once, before any learner code runs.
    public static func install() {
        HarnessText.locate()
        for signalNumber in [SIGXCPU, SIGALRM, SIGPROF] {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = limitReached
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, SIGQUIT)
            action.sa_flags = SA_SIGINFO
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// The address range of the harness executable's code, found once at start-up.
enum HarnessText {
    nonisolated(unsafe) static var start: UInt = 0
    nonisolated(unsafe) static var end: UInt = 0
    nonisolated(unsafe) static var samples = 0

    /// Reads the executable's code mappings from `/proc/self/maps` (outside any signal handler).
    static func locate() {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
        for line in maps.split(separator: "\n") where line.hasSuffix(executable) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[1].contains("x") else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16) else { continue }
            start = start == 0 ? low : min(start, low)
            end = max(end, high)
        }
    }

    /// `REG_RIP` in `<sys/ucontext.h>`, which Swift does not import.
    static let instructionPointerRegister = 16

    /// True when the interrupted program counter is in the executable's code.
    static func contains(_ context: UnsafeMutableRawPointer?) -> Bool {
        guard let context, start < end else { return true }
        let machine = context.assumingMemoryBound(to: ucontext_t.self)
        #if arch(x86_64)
        let counter = withUnsafeBytes(of: &machine.pointee.uc_mcontext.gregs) { $0.load(fromByteOffset: Self.instructionPointerRegister * 8, as: UInt.self) }
        #elseif arch(arm64)
        let counter = UInt(machine.pointee.uc_mcontext.pc)
        #else
        return true
        #endif
        return counter >= start && counter < end
    }
}

/// Only async-signal-safe calls: `write` of static bytes, `setitimer` and `raise`.
private func limitReached(_ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    if signalNumber == SIGPROF {
        HarnessText.samples += 1
        guard HarnessText.contains(context) || HarnessText.samples >= LimitSignals.maximumSamples else { return }
        var off = itimerval()
        _ = setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &off, nil)
        raise(SIGQUIT)
        return
    }
    let line: StaticString = signalNumber == SIGXCPU
        ? "\nquest-harness: CPU time limit reached\n"
        : "\nquest-harness: wall-clock time limit reached\n"
    _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
    // A program blocked in a wait uses no CPU, so no tick comes; the launcher kills it after its grace period.
    var tick = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 1000), it_value: timeval(tv_sec: 0, tv_usec: 1000))
    if setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &tick, nil) != 0 { raise(SIGQUIT) }
}
