/// The exit codes quest uses: 0 clean, 1 when the content (a lesson, a learner's code) has errors, 2 when a
/// learner's code could not be compiled or run (`quest check`, `quest typecheck`), 64 on bad usage.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    /// The learner's code did not compile, or the grader could not run it (no toolchain, no prebuilt modules).
    case couldNotRun = 2
    /// `EX_USAGE` from sysexits.h: the command line itself was wrong.
    case usage = 64
}

/// A command line that cannot be run, with a message saying why (printed as `error: …`, then exit 64).
public struct UsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
