public import QuestProtocol
public import Foundation

/// Everything known after one sandboxed run: the launcher's status, what the program wrote (capped) and the bytes of
/// its results channel (checked by `HarnessChannel`, never trusted as they are).
public struct SandboxRun: Hashable, Sendable {
    public var status: SandboxStatus
    public var standardOutput: String
    public var standardError: String
    public var records: Data

    public init(status: SandboxStatus, standardOutput: String, standardError: String, records: Data = Data()) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.records = records
    }
}
