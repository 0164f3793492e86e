public import QuestUI

/// What a check records its steps through. Each `expect`, `require` and `step` records one result: a sentence the
/// learner understands, expected and actual, the learner's `file:line` when known, a hint and the lesson section.
///
/// - `expect` records a step and keeps going, like Swift Testing's `#expect`;
/// - `require` records a step and, when it failed, ends the check, like `#require`: the steps after it need it;
/// - `step` runs a body that may drive the screen and throw, and records the `Verdict` it returns; `needs:` skips it
///   (records nothing) when a step it needs did not pass.
@MainActor public final class CheckContext {
    /// The check's name, as the lesson's `checks:` spells it.
    public let name: String
    /// The section steps link to when they name none.
    public var section: LessonSection = .exercise
    /// This check's random values for the run (`check.random.int(in: 1...9_999)`): its own stream of the run's
    /// seed, which the reports show and `quest check --seed` repeats.
    public var random: CheckRandom
    let recorder: CheckRecorder

    /// A context recording into `recorder` under `name`, drawing from the recorder's seed.
    public init(name: String, recorder: CheckRecorder) {
        self.name = name
        self.recorder = recorder
        self.random = CheckRandom(seed: recorder.seed, stream: name)
    }

    // MARK: Screens

    /// The learner's view, evaluated by QuestUI and shown (its `onAppear` and `task` work done): a new screen with
    /// fresh state each time, so that one step's actions never leak into the next.
    public func screen<Content: View>(_ view: Content) async -> ViewHostScreen {
        let screen = ViewHostScreen(view)
        await screen.appear()
        return screen
    }

    // MARK: Steps

    /// Runs `body` as the step `name` and records the verdict it returns. A control the screen lacks (a thrown
    /// `ViewHostError`) fails the step with QuestUI's message and `hint` (the step's advice for that case: the starter
    /// usually lacks the very control a step taps), or a general hint without one; any other error is a check error.
    @discardableResult
    public func step(
        _ name: String, section: LessonSection? = nil, hint: String? = nil, needs prerequisites: StepOutcome...,
        body: () async throws -> Verdict
    ) async -> StepOutcome {
        if prerequisites.contains(where: { !$0.passed }) { return StepOutcome(name: name, passed: false, skipped: true) }
        recorder.begin(check: self.name, name: name)
        let section = section ?? self.section
        let result: CheckResult
        do {
            result = self.result(name, try await body(), section: section)
        } catch let error as RequirementFailed {
            // A `require` inside the body already recorded why.
            recorder.clearRunning()
            return StepOutcome(name: error.step, passed: false, skipped: false)
        } catch where Self.isLearnerSide(error) {
            result = CheckResult(
                check: self.name, name: name, status: .fail,
                expected: "the step to finish",
                actual: "it stopped with an error: \(error)",
                hint: hint ?? "The screen could not be driven as a learner would; the error says which control was missing.",
                section: section
            )
        } catch {
            result = checkError(name, error)
        }
        recorder.record(result)
        return StepOutcome(name: name, passed: result.status == .pass, skipped: false)
    }

    /// Records the step `name` with `verdict` as it is.
    @discardableResult
    public func record(_ name: String, _ verdict: Verdict) -> StepOutcome {
        recorder.begin(check: self.name, name: name)
        let result = self.result(name, verdict, section: verdict.section ?? section)
        recorder.record(result)
        return StepOutcome(name: name, passed: verdict.passed, skipped: false)
    }

    /// Records the step `name`: passed when `passed` is true; keeps going either way.
    @discardableResult
    public func expect(
        _ passed: Bool, _ name: String, expected: String, actual: @autoclosure () -> String,
        at location: SourcePoint? = nil, hint: String = "", section: LessonSection? = nil
    ) -> StepOutcome {
        record(name, Verdict(passed: passed, expected: expected, actual: actual(), at: location,
                             hint: passed ? "" : hint, section: section))
    }

    /// Records the step `name`: passed when `actual` equals `expected` (both described as the learner would write
    /// them: rows as `["Lisbon", "Oslo"]`, text quoted); keeps going either way.
    ///
    /// Equal means `==` *and* the same shape (`ValueShape`, read by the runtime's reflection): a learner's type
    /// brings its own `==`, which could call every value equal. A learner's type that reflects or describes itself
    /// with its own code cannot be read, and fails, saying so.
    @discardableResult
    public func expect<Value: Equatable>(
        _ actual: Value, equals expected: Value, _ name: String,
        at location: SourcePoint? = nil, hint: String = "", section: LessonSection? = nil
    ) -> StepOutcome {
        let shapes = (actual: ValueShape(of: actual), expected: ValueShape(of: expected))
        let unreadable = shapes.actual.unreadableType ?? shapes.expected.unreadableType
        let described = Describe.value(actual) + (unreadable.map {
            " (\(ValueShape.shortName($0)) reflects or describes itself with its own code, so the check cannot compare it)"
        } ?? "")
        return expect(actual == expected && shapes.actual.isSame(as: shapes.expected), name,
                      expected: Describe.value(expected), actual: described, at: location, hint: hint, section: section)
    }

    /// Records the step `name` like `expect`; when it failed, ends the check (the steps after it need it).
    public func require(
        _ passed: Bool, _ name: String, expected: String, actual: @autoclosure () -> String,
        at location: SourcePoint? = nil, hint: String = "", section: LessonSection? = nil
    ) throws {
        let outcome = expect(passed, name, expected: expected, actual: actual(), at: location, hint: hint, section: section)
        if !outcome.passed { throw RequirementFailed(step: name) }
    }

    /// Records the step `name` like `expect(_:equals:)`; when it failed, ends the check.
    public func require<Value: Equatable>(
        _ actual: Value, equals expected: Value, _ name: String,
        at location: SourcePoint? = nil, hint: String = "", section: LessonSection? = nil
    ) throws {
        let outcome = expect(actual, equals: expected, name, at: location, hint: hint, section: section)
        if !outcome.passed { throw RequirementFailed(step: name) }
    }

    /// Returns `value` when it is there; otherwise records the failed step `name` and ends the check.
    public func require<Value>(
        _ value: Value?, _ name: String, expected: String, actual: @autoclosure () -> String,
        at location: SourcePoint? = nil, hint: String = "", section: LessonSection? = nil
    ) throws -> Value {
        try require(value != nil, name, expected: expected, actual: actual(), at: location, hint: hint, section: section)
        return value!
    }

    // MARK: Results

    private func result(_ name: String, _ verdict: Verdict, section: LessonSection) -> CheckResult {
        CheckResult(
            check: self.name, name: name, status: verdict.passed ? .pass : .fail, expected: verdict.expected,
            actual: verdict.actual, location: verdict.location, hint: verdict.hint, section: verdict.section ?? section,
            picture: verdict.picture, advice: verdict.advice
        )
    }

    /// The result for an error the check's own code threw: a bug of the check's author.
    func checkError(_ step: String, _ error: any Error) -> CheckResult {
        CheckResult(
            check: name, name: step, status: .error,
            expected: "the check to run to its end",
            actual: "the check threw an error: \(error)",
            hint: "This is a check error: a bug in the lesson's check \"\(name)\", not in your code. Tell the lesson's author.",
            section: section
        )
    }

    /// True for errors that say the learner's screen lacks what a step drives (QuestUI's `ViewHostError`).
    static func isLearnerSide(_ error: any Error) -> Bool {
        error is ViewHostError
    }
}
