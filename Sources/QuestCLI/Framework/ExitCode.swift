/// The exit codes quest uses. Which command returns which, and what each means for it, is declared once in the
/// command's `exitCodes` (printed by `quest help <command>`); the README's list is tested against those.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Clean: the work was done and found nothing wrong.
    case success = 0
    /// The content (a lesson, a learner's code that ran) has errors, or the work could not be done.
    case failure = 1
    /// The learner's code did not compile, or the grader could not run it (no toolchain, no prebuilt modules).
    case couldNotRun = 2
    /// `EX_USAGE` from sysexits.h: the command line itself was wrong. Every command may return it.
    case usage = 64
}

/// A command line that cannot be run, with a message saying why (printed as `error: …`, then exit 64).
public struct UsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
