import Foundation

/// The harness's results file (`Sources/QuestGrader/Harness/HarnessProtocol.md`): every finished result, and the
/// step that is running, rewritten atomically after each change so a crash keeps what was already decided.
public struct ResultsFile: Sendable {
    /// The file's JSON shape.
    struct Contents: Encodable {
        var results: [CheckResult]
        var running: CheckRecorder.Step?
    }

    /// Where the grader reads the results.
    public let path: String

    /// A results file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Writes `results` and the running step through a temporary file in the same folder, then renames it.
    public func write(results: [CheckResult], running: CheckRecorder.Step?) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Contents(results: results, running: running))
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try data.write(to: temporary)
        // rename(2) replaces the old file in one step: the grader never reads a half-written file.
        guard rename(temporary.path, url.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
