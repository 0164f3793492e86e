/// Collects results as steps finish and remembers which step is running.
///
/// Results are handed on as they are recorded (`onChange`), so that when the learner's code crashes the harness
/// process, the results file already holds every finished step and names the one that was running.
@MainActor public final class CheckRecorder {
    /// Every result so far, in the order recorded.
    public private(set) var results: [CheckResult] = []
    /// The step that has begun and not yet recorded a result.
    public private(set) var running: HarnessStep?
    /// Called after every change, so a harness can send each event on its results channel.
    var onChange: ((CheckRecorder) -> Void)?
    /// The run's seed, from which each check's `CheckContext.random` is drawn.
    public let seed: UInt64

    /// Creates an empty recorder for the run seeded with `seed` (tests use the fixed default).
    public init(seed: UInt64 = CheckRandom.defaultSeed) {
        self.seed = seed
    }

    /// Marks `name` of `check` as running.
    public func begin(check: String, name: String) {
        running = HarnessStep(check: check, name: name)
        onChange?(self)
    }

    /// Adds a finished step and clears the running marker.
    public func record(_ result: CheckResult) {
        results.append(result)
        running = nil
        onChange?(self)
    }

    /// Clears the running marker without a result (a step whose body ended in a failed `require`).
    func clearRunning() {
        running = nil
        onChange?(self)
    }

    /// Runs `check` under `name` to its end. A failed `require` ends it quietly (already recorded); a control the
    /// screen lacks is the learner's failure; any other error is recorded as a check error.
    public func run(_ check: some Check, named name: String) async {
        // Evaluating the learner's view for the first time can crash too; the marker names the check until its
        // first step begins.
        begin(check: name, name: "starting the \(name) check")
        let context = CheckContext(name: name, recorder: self)
        do {
            try await check.run(context)
            if running != nil { clearRunning() }
        } catch is RequirementFailed {
            if running != nil { clearRunning() }
        } catch where CheckContext.isLearnerSide(error) {
            record(CheckResult(
                check: name, name: "the screen has every control the check uses", status: .fail,
                expected: "the controls the exercise asks for", actual: "\(error)",
                hint: "A control the check needed is missing or disabled: the message says what it looked for and what it found.",
                section: context.section
            ))
        } catch {
            record(context.checkError(running?.name ?? "running the \(name) check", error))
        }
    }
}
