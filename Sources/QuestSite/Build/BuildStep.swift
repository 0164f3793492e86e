/// One named stage of a build. Steps run in order over one `BuildContext`; the first that throws stops the build.
protocol BuildStep: Sendable {
    /// The name shown in progress lines and errors: `Rendering lessons`.
    var name: String { get }
    /// The progress line's text, with a count when there is one: `Rendering lessons (12)`.
    func headline(_ context: BuildContext) -> String
    func run(_ context: BuildContext) throws
}

extension BuildStep {
    /// What an earlier step should have left in the context; its absence is this step's error, never a silent skip
    /// (a build that writes nothing must not report success).
    func require<Value>(_ value: Value?, _ what: String) throws -> Value {
        guard let value else { throw SiteBuildError(step: name, file: nil, message: "no \(what): an earlier step did not leave one") }
        return value
    }
}
