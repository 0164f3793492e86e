public import QuestUI

extension Control {
    /// Where the learner wrote the control, for a verdict's `at:`: `.fail(…, at: start.sourcePoint, …)`; nil when
    /// QuestUI does not know the line.
    public var sourcePoint: SourcePoint? { SourcePoint(fileID: fileID, line: line) }
}
