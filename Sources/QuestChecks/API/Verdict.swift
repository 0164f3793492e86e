/// What one step found: passed or failed, what a correct solution shows and what the learner's code showed, where in
/// the learner's code, and what to try. `CheckContext.step` turns it into a result named after the step.
public struct Verdict: Sendable, Equatable {
    /// True for a pass (advice included).
    public var passed: Bool
    /// What a correct solution shows, in the learner's terms.
    public var expected: String
    /// What the learner's code showed.
    public var actual: String
    /// The learner's `file:line` the step is about, when known.
    public var location: SourcePoint?
    /// What to try, in a sentence; for a pass, advice or empty.
    public var hint: String
    /// The lesson section that teaches it, when it is not the step's own.
    public var section: LessonSection?
    /// A text drawing (the resolved toolbar) shown with the result.
    public var picture: String?
    /// True for a pass whose `hint` is advice.
    public var advice: Bool

    /// A verdict; prefer `.pass`, `.fail` and `.advice`.
    public init(
        passed: Bool, expected: String, actual: String, at location: SourcePoint? = nil, hint: String = "",
        section: LessonSection? = nil, picture: String? = nil, advice: Bool = false
    ) {
        self.passed = passed
        self.expected = expected
        self.actual = actual
        self.location = location
        self.hint = hint
        self.section = section
        self.picture = picture
        self.advice = advice
    }

    /// The step passed.
    public static func pass(
        expected: String, actual: String, at location: SourcePoint? = nil, section: LessonSection? = nil
    ) -> Verdict {
        Verdict(passed: true, expected: expected, actual: actual, at: location, section: section)
    }

    /// The step failed; `hint` says what to try.
    public static func fail(
        expected: String, actual: String, at location: SourcePoint? = nil, hint: String, section: LessonSection? = nil
    ) -> Verdict {
        Verdict(passed: false, expected: expected, actual: actual, at: location, hint: hint, section: section)
    }

    /// The step passed, with advice that would make the code better (it never fails the check).
    public static func advice(
        expected: String, actual: String, at location: SourcePoint? = nil, hint: String, section: LessonSection? = nil
    ) -> Verdict {
        Verdict(passed: true, expected: expected, actual: actual, at: location, hint: hint, section: section, advice: true)
    }
}
