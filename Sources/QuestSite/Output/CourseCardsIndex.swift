import Foundation
import QuestCore
import QuestDecks

/// `cards-index.js`: every lesson's card ids, so that each cards page can count what is due across the course. A
/// script that sets a global, not JSON to fetch, so that it loads from `file://`.
struct CourseCardsIndex {
    struct Entry: Codable, Equatable {
        var slug: String
        var number: Int
        var title: String
        var cards: [String]

        init(lesson: Lesson, cards: [Card]) {
            self.init(slug: lesson.slug, number: lesson.number, title: lesson.title, cards: cards.map(\.id))
        }

        init(slug: String, number: Int, title: String, cards: [String]) {
            self.slug = slug
            self.number = number
            self.title = title
            self.cards = cards
        }
    }

    private struct Root: Codable { var lessons: [Entry] }
    private static let prefix = Data("window.QUEST_CARDS = ".utf8)
    private static let suffix = Data(";\n".utf8)

    var lessons: [Entry]

    init(entries: [Entry]) {
        lessons = entries
    }

    /// `window.QUEST_CARDS = {"lessons":[…]};`, the JSON as `JSONEncoder` writes it with sorted keys and slashes as
    /// they are (`encodedScript()`), written directly: through `Encodable`, 2,000 lessons' card ids took 30 ms of a
    /// one-lesson rebuild's decks step (measured). A test holds the two together.
    func script() -> Data {
        var json = "{\"lessons\":["
        json.reserveCapacity(lessons.reduce(64) { $0 + 96 + $1.title.utf8.count + $1.cards.reduce(0) { $0 + $1.utf8.count + 3 } })
        for (index, entry) in lessons.enumerated() {
            if index > 0 { json += "," }
            json += "{\"cards\":["
            for (position, card) in entry.cards.enumerated() {
                if position > 0 { json += "," }
                JSONString.append(card, to: &json)
            }
            json += "],\"number\":\(entry.number),\"slug\":"
            JSONString.append(entry.slug, to: &json)
            json += ",\"title\":"
            JSONString.append(entry.title, to: &json)
            json += "}"
        }
        json += "]}"
        return Self.prefix + Data(json.utf8) + Self.suffix
    }

    /// `script()` through `JSONEncoder`, for the test that holds the two together.
    func encodedScript() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Self.prefix + (try encoder.encode(Root(lessons: lessons))) + Self.suffix
    }

    /// The entries of the index in the site at `folder`, by slug; empty when it is missing or unreadable, so that an
    /// incremental build reads one small file instead of every unchanged lesson's deck.
    static func entries(in folder: URL) -> [String: Entry] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(SitePath.cardsIndexScript)),
              data.starts(with: prefix), data.count >= prefix.count + suffix.count, data.suffix(suffix.count).elementsEqual(suffix),
              let root = try? JSONDecoder().decode(Root.self, from: data.dropFirst(prefix.count).dropLast(suffix.count))
        else { return [:] }
        return Dictionary(root.lessons.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
