import Foundation

/// Makes a harness stopped by a limit say where the learner's code was running.
///
/// `RLIMIT_CPU` sends `SIGXCPU` a second before its hard limit kills, and `quest-sandbox` sends `SIGALRM` when the
/// wall clock runs out, a moment before it kills the process group. Left alone, either ends the program without a
/// trace. The handler writes a marker line, then aborts, so that Swift's backtracer prints the interrupted thread's
/// frames; the grader reads the limit from the marker and the learner's `file:line` from the first learner frame.
public enum LimitSignals {
    /// The line written on `SIGXCPU`; the grader classifies the run as *CPU limit* when it sees it.
    public static let cpuMarker = "quest-harness: CPU time limit reached"
    /// The line written on `SIGALRM`; the grader classifies the run as *time limit* when it sees it.
    public static let wallClockMarker = "quest-harness: wall-clock time limit reached"

    /// Installs the handlers; called once, before any learner code runs.
    public static func install() {
        signal(SIGXCPU, limitReached)
        signal(SIGALRM, limitReached)
    }
}

/// Only async-signal-safe calls: `write` of static bytes, then `abort`.
private func limitReached(_ signalNumber: Int32) {
    let line: StaticString = signalNumber == SIGXCPU
        ? "\nquest-harness: CPU time limit reached\n"
        : "\nquest-harness: wall-clock time limit reached\n"
    _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
    abort()
}
