/// The part of the lesson page that teaches what a step checks; failures link the learner there.
public enum LessonSection: String, Sendable, CaseIterable {
    /// The lesson notes: toolbar placements, `Menu`, `.searchable`.
    case notes
    /// The "New in iOS 27" callout: `visibilityPriority`, the overflow menu, pinned placements.
    case newInIOS27 = "new-in-ios-27"
    /// The exercise itself: what the finished screen does.
    case exercise
    /// The interview problem and its answer: the deep-link router.
    case interview

    /// The fragment of the lesson page (`#new-in-ios-27`).
    public var anchor: String { "#\(rawValue)" }
}
