/// One named stage of a build. Steps run in order over one `BuildContext`; the first that throws stops the build.
protocol BuildStep: Sendable {
    /// The name shown in progress lines and errors: `Rendering lessons`.
    var name: String { get }
    /// The progress line's text, with a count when there is one: `Rendering lessons (12)`.
    func headline(_ context: BuildContext) -> String
    func run(_ context: BuildContext) throws
}
