extension CheckResult {
    /// A result of a check step, located in the learner's code and the lesson; prefer `CheckResult.pass` and
    /// `CheckResult.fail`.
    public init(
        check: String, name: String, status: Status, expected: String, actual: String,
        location: SourcePoint? = nil, hint: String = "", section: LessonSection, picture: String? = nil,
        advice: Bool = false
    ) {
        self.init(
            check: check, name: name, status: status, expected: expected, actual: actual, file: location?.file,
            line: location?.line, hint: hint, section: section.anchor, picture: picture, advice: advice ? true : nil
        )
    }
}
