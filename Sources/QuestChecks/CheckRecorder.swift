/// Collects results as steps finish and remembers which step is running.
@MainActor public final class CheckRecorder {
    /// The step in progress: the check and the step's name.
    public struct Step: Sendable, Equatable, Codable {
        /// The check the step belongs to.
        public var check: String
        /// The step's name, as its result will carry it.
        public var name: String
    }

    /// Every result so far, in the order recorded.
    public private(set) var results: [CheckResult] = []
    /// The step that has begun and not yet recorded a result.
    public private(set) var running: Step?
    /// Called after every change, so a harness can keep its results file current.
    var onChange: ((CheckRecorder) -> Void)?

    /// Creates an empty recorder.
    public init() {}

    /// Marks `name` of `check` as running.
    public func begin(check: String, name: String) {
        running = Step(check: check, name: name)
        onChange?(self)
    }

    /// Adds a finished step and clears the running marker.
    public func record(_ result: CheckResult) {
        results.append(result)
        running = nil
        onChange?(self)
    }

    /// Runs one step: marks it running, then records what `body` returns, or a failure naming what it threw.
    @discardableResult
    func step(
        _ check: String, _ name: String, section: LessonSection,
        _ body: () async throws -> CheckResult
    ) async -> CheckResult {
        begin(check: check, name: name)
        let result: CheckResult
        do {
            result = try await body()
        } catch {
            result = CheckResult(
                check: check, name: name, status: .fail,
                expected: "the step to finish",
                actual: "it stopped with an error: \(error)",
                hint: "The screen could not be driven as a learner would; the error says which control was missing.",
                section: section
            )
        }
        record(result)
        return result
    }
}
