/// A place in the learner's code: a file and a 1-based line.
public struct SourcePoint: Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the learner's folder or as `#fileID` spells it.
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// Creates a point; `file` is relative to the learner's folder or a `#fileID` (`Learner/ContentView.swift`),
    /// which the grader maps back to the learner's folder.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// A point from a `#fileID` and line as QuestUI records them; nil when the line is unknown (0).
    public init?(fileID: String, line: Int) {
        guard line > 0, !fileID.isEmpty else { return nil }
        self.init(file: fileID, line: line)
    }

    /// `ContentView.swift:12`, the compiler's spelling.
    public var description: String { "\(file):\(line)" }
}
