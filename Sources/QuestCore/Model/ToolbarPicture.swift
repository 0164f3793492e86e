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
    /// The toolbar read from `source`.
    public var toolbar: ToolbarDescription
    /// The line of the block's opening fence.
    public var line: Int

    public init(exercise: String?, source: String, toolbar: ToolbarDescription, line: Int) {
        self.exercise = exercise
        self.source = source
        self.toolbar = toolbar
        self.line = line
    }

    enum CodingKeys: String, CodingKey {
        case exercise, source, line
    }

    /// Decodes the block's text and reads the toolbar from it again (one syntax, one reader).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decodeIfPresent(String.self, forKey: .exercise)
        source = try container.decode(String.self, forKey: .source)
        line = try container.decode(Int.self, forKey: .line)
        toolbar = ToolbarDescription.parse(source).description
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(source, forKey: .source)
        try container.encode(line, forKey: .line)
    }
}
