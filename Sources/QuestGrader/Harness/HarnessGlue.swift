/// The per-check part of a harness: the Swift that hands the learner's types to a check, and the plain contract
/// sentence shown when that Swift does not compile. Implemented by `CheckGlue` (see HarnessProtocol.md).
public protocol HarnessGlue: Sendable {
    /// Statements for the body of `static func add_<check>(to harness: Harness)`; nil when `check` is not built in.
    func statements(check: String, entry: String, sources: [SwiftSourceFile]) -> String?
    /// Statements that add the lesson's own check `name`, written in `file`; throws when the file holds no check.
    func statements(checkFile file: SwiftSourceFile, name: String) throws -> String
    /// The sentence shown when the glue for `check` does not compile, given the compiler's messages in the glue file.
    func contract(check: String, entry: String, diagnostics: [String]) -> String
}
