import QuestCore
import QuestDecks
import Synchronization

/// Each lesson's cards as `DeckBuilder` drafts them, drafted once however many parts of a build ask: a changed
/// lesson's cards are wanted by the course package's job, which starts during the load step, and by the render step
/// (its cards page and deck). The first to ask drafts them on its own thread; any other waits for that draft.
final class CardDrafts: Sendable {
    private let drafts = Mutex<[String: Promise<[Card]>]>([:])

    /// `lesson`'s cards, drafted now or by whoever asked first.
    func cards(for lesson: Lesson) -> [Card] {
        let (draft, isFirst) = drafts.withLock { drafts -> (Promise<[Card]>, Bool) in
            if let draft = drafts[lesson.slug] { return (draft, false) }
            let draft = Promise<[Card]>()
            drafts[lesson.slug] = draft
            return (draft, true)
        }
        guard isFirst else { return draft.wait() }
        let cards = DeckBuilder.cards(for: lesson)
        draft.fulfil(cards)
        return cards
    }
}
