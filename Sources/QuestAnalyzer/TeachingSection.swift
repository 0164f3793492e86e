/// Where quest's course teaches the better way: a lesson of `Lessons/` and an anchor of its page (`lesson22#notes`).
public struct TeachingSection: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The lesson's slug (`lesson22`).
    public var lesson: String
    /// The anchor on the lesson page, with its `#` (`#notes`, `#interview`).
    public var anchor: String

    public init(lesson: String, anchor: String) {
        self.lesson = lesson
        self.anchor = anchor.hasPrefix("#") ? anchor : "#" + anchor
    }

    /// `lesson22#notes`.
    public var description: String { lesson + anchor }
}
