/// One sentence (or one clause of a semicolon list) of a lesson's prose: the unit a drafted answer is made of.
public struct Passage: Hashable, Sendable {
    /// The sentence as Markdown, inline code and emphasis kept, ending in a full stop.
    public var markdown: String
    /// The lesson anchor of the part it comes from: `#notes`, `#new-in-ios-27`, `#further-reading`.
    public var anchor: String
    /// The heading of that part (`New in iOS 27`), or nil for the lesson notes.
    public var heading: String?
    /// Which paragraph of the lesson's prose it belongs to, counted across all parts; neighbours share it.
    public var paragraph: Int
    /// Position among all passages, in reading order: the final tie-breaker.
    public var order: Int

    public init(markdown: String, anchor: String, heading: String?, paragraph: Int, order: Int) {
        self.markdown = markdown
        self.anchor = anchor
        self.heading = heading
        self.paragraph = paragraph
        self.order = order
    }
}
