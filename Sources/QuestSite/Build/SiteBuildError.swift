public import QuestCore

/// Why a build stopped: the step, the file, and what is wrong. Lint errors carry their diagnostics.
public struct SiteBuildError: Error, Sendable, CustomStringConvertible {
    /// The step's name (`Checking lessons`); filled in by the builder when a step throws without one.
    public var step: String
    /// The file at fault, when one is.
    public var file: String?
    public var message: String
    /// The lesson errors that stopped the build, for the CLI to print in the compiler's format.
    public var diagnostics: [Diagnostic]

    public init(step: String, file: String?, message: String, diagnostics: [Diagnostic] = []) {
        self.step = step
        self.file = file
        self.message = message
        self.diagnostics = diagnostics
    }

    /// `error: build stopped at "Rendering lessons": Lessons/x.md: …`
    public var description: String {
        let place = file.map { "\($0): " } ?? ""
        return "error: build stopped at step \"\(step)\": \(place)\(message)"
    }
}
