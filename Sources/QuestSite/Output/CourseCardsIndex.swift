import Foundation
import QuestCore
import QuestDecks

/// `cards-index.js`: every lesson's card ids, so that each cards page can count what is due across the course. A
/// script that sets a global, not JSON to fetch, so that it loads from `file://`.
struct CourseCardsIndex {
    struct Entry: Encodable {
        var slug: String
        var number: Int
        var title: String
        var cards: [String]
    }

    var lessons: [Entry]

    init(lessons: [(Lesson, [Card])]) {
        self.lessons = lessons.map { lesson, cards in
            Entry(slug: lesson.slug, number: lesson.number, title: lesson.title, cards: cards.map(\.id))
        }
    }

    /// `window.QUEST_CARDS = {"lessons":[…]};`
    func script() throws -> Data {
        struct Root: Encodable { var lessons: [Entry] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Data("window.QUEST_CARDS = ".utf8) + (try encoder.encode(Root(lessons: lessons))) + Data(";\n".utf8)
    }
}
