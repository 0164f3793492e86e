/// A named check that drives the learner's code and records one result per step.
///
/// Checkers record as they go (instead of returning at the end) so that when the learner's code crashes the harness
/// process, the results file already holds every finished step and names the one that was running.
@MainActor public protocol Checker {
    /// The name lessons use in `checks:` (`toolbar-layout`).
    var name: String { get }
    /// Runs every step, recording each result into `recorder`.
    func run(_ recorder: CheckRecorder) async
}

extension Checker {
    /// Runs the checker on its own and returns its results (what tests use).
    public func run() async -> [CheckResult] {
        let recorder = CheckRecorder()
        await run(recorder)
        return recorder.results
    }
}
