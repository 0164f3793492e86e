/// The part of the lesson page that teaches what a step checks; failures link the learner there.
///
/// Any heading of a lesson page has an anchor (`## Editing a trip` is `#editing-a-trip`); write it as a string
/// literal, with or without the `#`. The named ones are the parts every lesson page has.
public struct LessonSection: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The fragment of the lesson page (`#new-in-ios-27`).
    public var anchor: String

    /// A section by its anchor, `#editing-a-trip` or `editing-a-trip`.
    public init(anchor: String) {
        self.anchor = anchor.hasPrefix("#") ? anchor : "#" + anchor
    }

    /// A section by its anchor, written as a literal: `"#editing-a-trip"`.
    public init(stringLiteral anchor: String) {
        self.init(anchor: anchor)
    }

    /// The lesson notes (everything before the first `##` heading).
    public static let notes = LessonSection(anchor: "notes")
    /// The "New in iOS 27" callout.
    public static let newInIOS27 = LessonSection(anchor: "new-in-ios-27")
    /// The exercise itself: what the finished screen does.
    public static let exercise = LessonSection(anchor: "exercise")
    /// The interview problem and its answer.
    public static let interview = LessonSection(anchor: "interview")
}
