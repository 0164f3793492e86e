/// Everything known after one sandboxed run: the launcher's status and what the program wrote (capped).
public struct SandboxRun: Hashable, Sendable {
    public var status: SandboxStatus
    public var standardOutput: String
    public var standardError: String
    /// The user the program ran as, or nil when it kept quest's own user.
    public var user: String?

    public init(status: SandboxStatus, standardOutput: String, standardError: String, user: String?) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.user = user
    }
}
