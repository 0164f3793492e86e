public import QuestLayout

/// A ```` ```quest-toolbar ```` block: a toolbar the lesson page draws for several devices, and that `quest validate`
/// holds to what the exercise's solution really shows.
public struct ToolbarPicture: Hashable, Codable, Sendable {
    /// The info string that opens the block.
    public static let language = "quest-toolbar"

    /// The exercise whose solution the picture shows: the block's `exercise:`, else the lesson's first exercise; nil
    /// when the lesson has none.
    public var exercise: String?
    /// The block's text, as written (what the page renderer recognises the block by).
    public var source: String
    /// The line of the block's opening fence.
    public var line: Int

    /// The toolbar read from `source`, each time it is asked for (one syntax, one reader). Only a page being rendered
    /// and `quest validate` ask: a lesson loaded from the build's cache, whose page is reused, never parses its
    /// pictures again.
    public var toolbar: ToolbarDescription { ToolbarDescription.parse(source).description }

    public init(exercise: String?, source: String, line: Int) {
        self.exercise = exercise
        self.source = source
        self.line = line
    }

    enum CodingKeys: String, CodingKey {
        case exercise, source, line
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(source, forKey: .source)
        try container.encode(line, forKey: .line)
    }
}
