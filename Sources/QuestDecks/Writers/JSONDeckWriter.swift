import QuestCore

/// `<slug>.json`: the lesson's cards for the site's cards page and other tools. Docs/decks.md describes the schema.
enum JSONDeckWriter {
    /// The file's UTF-8 bytes: `{ "lesson": {…}, "cards": [ {…} ] }`, keys in a fixed order, two-space indent.
    static func bytes(lesson: Lesson, deck: String, cards: [Card]) -> [UInt8] {
        JSONValue.object([
            ("lesson", .object([
                ("number", .integer(Int64(lesson.number))),
                ("slug", .string(lesson.slug)),
                ("title", .string(lesson.title)),
                ("deck", .string(deck)),
            ])),
            ("cards", .array(cards.map { card in
                var members: [(String, JSONValue)] = [
                    ("id", .string(card.id)),
                    ("guid", .string(card.guid)),
                    ("kind", .string(card.kind.rawValue)),
                    ("front", .string(card.front)),
                    ("back", .string(card.back)),
                    ("drafted", .bool(card.drafted)),
                    ("source", .string(card.source)),
                    ("tags", .array(card.tags.map(JSONValue.string))),
                ]
                if let cloze = card.cloze { members.append(("cloze", .string(cloze))) }
                members.append(("line", .integer(Int64(card.line))))
                return .object(members)
            })),
        ]).pretty
    }
}
