/// A check of one exercise: it drives the learner's code (through a `Screen`, or the learner's types directly) and
/// records each step through the `CheckContext` it is given.
///
/// The built-in checks and a lesson's own `checks/<name>.swift` files are written the same way:
///
///     struct EditTripCheck: Check {
///         func run(_ check: CheckContext) async throws {
///             let screen = await check.screen(TripList())
///             try screen.tap("Lisbon")
///             try check.require(screen.presentedSheet != nil, "tapping a trip opens the edit sheet",
///                               expected: "a sheet", actual: "no sheet")
///         }
///     }
///
/// The check's name is the one the lesson's `checks:` uses (the file name for a lesson's own check), so a check
/// never spells it. Throwing ends the check: a failed `require` or a control the screen lacks is recorded as the
/// learner's failure; any other error is a *check error*, reported as a bug in the check, never in the learner's code.
@MainActor public protocol Check {
    /// Runs every step, recording each through `check`.
    func run(_ check: CheckContext) async throws
}

extension Check {
    /// Runs the check on its own, under `name`, with its random values drawn from `seed`, and returns its results
    /// (what tests use).
    public func run(named name: String = "check", seed: UInt64 = CheckRandom.defaultSeed) async -> [CheckResult] {
        let recorder = CheckRecorder(seed: seed)
        await recorder.run(self, named: name)
        return recorder.results
    }
}
