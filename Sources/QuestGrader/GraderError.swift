/// Why grading could not even start or finish (as opposed to a learner's mistake, which is an outcome).
public enum GraderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A prebuilt piece is missing: the toolchain, QuestUI, QuestChecks or the sandbox launcher.
    case missingTool(String)
    case filesystem(String)
    case sandbox(String)
    case usage(String)

    public var description: String {
        switch self {
        case .missingTool(let message), .filesystem(let message), .sandbox(let message), .usage(let message):
            message
        }
    }
}
