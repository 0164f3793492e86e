public import QuestCore
public import QuestDecks

/// The values of `cards.mustache`: a lesson's cards, as QuestDecks made them for the decks.
public struct CardsPage: Encodable, Sendable {
    struct CardView: Encodable, Sendable {
        var id: String
        var anchor: String
        var number: Int
        var kindLabel: String
        var frontHTML: String
        var backHTML: String
        var drafted: Bool
        var sourceURL: String?
    }

    var root = "../"
    var site: SiteValues
    var lesson: LessonPage.Header
    var cards: [CardView]
    var cardCount: Int
    /// `<link rel="canonical">`, when the site's address is known; set by the render step.
    var canonicalURL: String?

    public init(lesson: Lesson, cards: [Card], site: SiteValues) {
        self.site = site
        self.lesson = LessonPage.Header(
            number: lesson.number, slug: lesson.slug, title: lesson.title, summary: lesson.summary, platform: lesson.platform
        )
        cardCount = cards.count
        self.cards = cards.enumerated().map { offset, card in
            CardView(
                id: card.id, anchor: "card-\(card.id)", number: offset + 1, kindLabel: Self.label(of: card.kind),
                frontHTML: card.front, backHTML: card.back, drafted: card.drafted,
                sourceURL: card.source.hasPrefix("#") ? SitePath.index + card.source : nil
            )
        }
    }

    private static func label(of kind: Card.Kind) -> String {
        switch kind {
        case .question: "Review question"
        case .interview: "Interview problem"
        case .rubric: "What interviewers listen for"
        case .cloze: "New API"
        }
    }
}
