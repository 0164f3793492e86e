import Dispatch
import QuestCore
import QuestDecks
import Synchronization

/// Each lesson's cards as `DeckBuilder` drafts them, drafted once however many parts of a build ask: a changed
/// lesson's cards are wanted by the course package's job, which starts during the load step, and by the render step
/// (its cards page and deck). The first to ask drafts them on its own thread; any other waits for that draft.
final class CardDrafts: Sendable {
    private final class Draft: Sendable {
        let done = DispatchGroup()
        let cards = Mutex<[Card]?>(nil)
    }

    private let drafts = Mutex<[String: Draft]>([:])

    /// `lesson`'s cards, drafted now or by whoever asked first.
    func cards(for lesson: Lesson) -> [Card] {
        let (draft, isFirst) = drafts.withLock { drafts -> (Draft, Bool) in
            if let draft = drafts[lesson.slug] { return (draft, false) }
            let draft = Draft()
            draft.done.enter()
            drafts[lesson.slug] = draft
            return (draft, true)
        }
        if isFirst {
            let cards = DeckBuilder.cards(for: lesson)
            draft.cards.withLock { $0 = cards }
            draft.done.leave()
            return cards
        }
        draft.done.wait()
        // Set before the group is left, so it is there.
        return draft.cards.withLock { $0 }!
    }
}
