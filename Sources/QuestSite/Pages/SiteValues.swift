/// What every page shows about the site as a whole (header, footer, titles).
public struct SiteValues: Encodable, Sendable, Hashable {
    public var title: String
    public var description: String
    public var lessonCount: Int
    /// `lesson` or `lessons`, agreeing with `lessonCount`.
    public var lessonNoun: String

    public init(title: String, description: String, lessonCount: Int) {
        self.title = title
        self.description = description
        self.lessonCount = lessonCount
        lessonNoun = lessonCount == 1 ? "lesson" : "lessons"
    }
}
