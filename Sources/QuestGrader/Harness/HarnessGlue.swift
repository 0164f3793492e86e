/// The per-check part of a harness: the Swift that hands the learner's types to a checker, and the plain contract
/// sentence shown when that Swift does not compile. Implemented by `CheckGlue` (see HarnessProtocol.md).
public protocol HarnessGlue: Sendable {
    /// Statements for the body of `static func add_<check>(to harness: Harness)`; nil for an unknown check.
    func statements(check: String, entry: String, sources: [SwiftSourceFile]) -> String?
    /// The sentence shown when the glue for `check` does not compile, given the compiler's messages in the glue file.
    func contract(check: String, entry: String, diagnostics: [String]) -> String
}
