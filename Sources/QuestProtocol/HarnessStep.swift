/// A check step that has begun: the check and the step's name, as its result will carry them. The harness sends it
/// in a `begin` record; the grader names it when the program dies before the step's result.
public struct HarnessStep: Hashable, Codable, Sendable {
    /// The check the step belongs to (`router`).
    public var check: String
    /// The step's name.
    public var name: String

    public init(check: String, name: String) {
        self.check = check
        self.name = name
    }
}
