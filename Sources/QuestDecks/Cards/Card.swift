/// One flash card (one Anki note) built from a lesson. Front and back are HTML fragments, ready for Anki or the site.
public struct Card: Hashable, Codable, Sendable {
    /// Where a card comes from in the lesson.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// A review question of `## After this lesson you should be able to answer`.
        case question
        /// The interview problem: prompt on the front, the model answer's key idea and code on the back.
        case interview
        /// "What do interviewers listen for in …?"
        case rubric
        /// One API of a `## New in …` callout, blanked out in its sentence.
        case cloze
    }

    /// Unique in the lesson and stable under rewording: `q1`, `interview`, `interview-rubric`, `cloze-visibilitypriority`.
    public var id: String
    /// The Anki note GUID, from the lesson slug and `id`'s place (never from the text).
    public var guid: String
    public var kind: Kind
    /// The question side, as HTML. For a cloze card, the sentence with the API replaced by `[…]`.
    public var front: String
    /// The answer side, as HTML. For a cloze card, the whole sentence.
    public var back: String
    /// True when `back` was drafted from the lesson's notes rather than written by the author.
    public var drafted: Bool
    /// The lesson page anchor the card comes from: `#q1`, `#interview`, `#new-in-ios-27`.
    public var source: String
    /// Anki tags: the lesson slug, the kind (`question`, `interview`, `cloze`), and `drafted` when drafted.
    public var tags: [String]
    /// For cloze cards, the Anki cloze text (`{{c1::<code>.visibilityPriority</code>}} keeps …`); nil otherwise.
    public var cloze: String?
    /// The line in the lesson file the card comes from.
    public var line: Int

    public init(
        id: String, guid: String, kind: Kind, front: String, back: String, drafted: Bool, source: String,
        tags: [String], cloze: String? = nil, line: Int
    ) {
        self.id = id
        self.guid = guid
        self.kind = kind
        self.front = front
        self.back = back
        self.drafted = drafted
        self.source = source
        self.tags = tags
        self.cloze = cloze
        self.line = line
    }
}
