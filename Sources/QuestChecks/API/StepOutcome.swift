/// How a recorded step ended, for a later step that needs it (`check.step(…, needs: opened)`).
public struct StepOutcome: Sendable, Equatable {
    /// The step's name.
    public var name: String
    /// True when it passed.
    public var passed: Bool
    /// True when it was not run, because a step it needs did not pass.
    public var skipped: Bool

    /// True when it ran and failed (or was a check error).
    public var failed: Bool { !passed && !skipped }
}

/// Thrown by `CheckContext.require` after recording a failed step: the rest of the check needs it, so the check ends
/// there. The harness catches it; it is never a check error.
public struct RequirementFailed: Error, CustomStringConvertible {
    /// The step that failed.
    public var step: String

    public var description: String { "the step \"\(step)\" failed, and the rest of the check needs it" }
}
