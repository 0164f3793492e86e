import Foundation
import QuestCore
import Testing
@testable import QuestDecks

@Suite("Cards from a lesson")
struct DeckBuilderTests {
    @Test("lesson 22 gives three drafted questions, two interview cards and four cloze cards")
    func lesson22Cards() throws {
        let cards = DeckBuilder.cards(for: try Fixtures.lesson22())
        #expect(cards.map(\.id) == [
            "q1", "q2", "q3", "interview", "interview-rubric",
            "cloze-visibilitypriority", "cloze-toolbaroverflowmenu", "cloze-topbarpinnedtrailing",
            "cloze-toolbarminimizebehavior-onscrolldown",
        ])
        #expect(cards.map(\.source) == [
            "#q1", "#q2", "#q3", "#interview", "#interview",
            "#new-in-ios-27", "#new-in-ios-27", "#new-in-ios-27", "#new-in-ios-27",
        ])
        #expect(cards.prefix(3).allSatisfy { $0.drafted && $0.tags == ["lesson22", "question", "drafted"] })
        #expect(cards.dropFirst(3).allSatisfy { !$0.drafted })
        #expect(Set(cards.map(\.guid)).count == cards.count)
    }

    @Test("question cards: the prompt in front, inline code highlighted; the drafted answer on the back")
    func questionCard() throws {
        let card = DeckBuilder.cards(for: try Fixtures.lesson22())[1]
        #expect(card.front.hasPrefix("How does <code>"))
        #expect(card.front.contains("searchable"))
        #expect(!card.front.hasPrefix("<p>"))
        #expect(card.back.contains("adds a search field bound to a string."))
        #expect(card.back.contains("You filter your own data using that string"))
    }

    @Test("an author's answer is used as written and not marked drafted")
    func authorAnswer() throws {
        let lesson = Lesson(
            number: 3, slug: "lesson03", title: "Lists", file: "Lessons/lesson03.md",
            notes: "`List` shows rows.",
            questions: [Question(id: "q1", prompt: "What shows rows?", answer: "A `List`, lazily.", line: 9)]
        )
        let card = try #require(DeckBuilder.cards(for: lesson).first)
        #expect(!card.drafted)
        #expect(card.tags == ["lesson03", "question"])
        #expect(card.back.hasPrefix("<p>A <code>"))
        #expect(card.back.hasSuffix(", lazily.</p>"))
    }

    @Test("interview cards: the prompt, then the key idea and the code; and what interviewers listen for")
    func interviewCards() throws {
        let cards = DeckBuilder.cards(for: try Fixtures.lesson22())
        let interview = try #require(cards.first { $0.kind == .interview })
        #expect(interview.front.hasPrefix("<blockquote>"))
        #expect(interview.front.contains("https://quest.example/trips/42/log"))
        #expect(interview.back.hasPrefix("<p>Navigation is state."))
        #expect(interview.back.contains("Restoring a session is decoding it.</p>"))
        #expect(!interview.back.contains("The test comes for free"))
        #expect(interview.back.contains(#"<span class="hl-keyword">final</span> <span class="hl-keyword">class</span>"#))
        #expect(!interview.back.contains("quest-exercise"))
        let rubric = try #require(cards.first { $0.kind == .rubric })
        #expect(rubric.front == "What do interviewers listen for in A deep link into a navigation stack?")
        #expect(rubric.back.hasPrefix("<p>Routes that are types rather than strings"))
        #expect(rubric.tags == ["lesson22", "interview"])
    }

    @Test("cloze cards hide one API of a New-in callout in its clause")
    func clozeCards() throws {
        let cards = DeckBuilder.cards(for: try Fixtures.lesson22()).filter { $0.kind == .cloze }
        let first = try #require(cards.first)
        let code = #"<code><span class="hl-member">.visibilityPriority</span></code>"#
        #expect(first.cloze == "{{c1::\(code)}} keeps the important items visible when space is tight.")
        #expect(first.front == #"<span class="cloze">[…]</span> keeps the important items visible when space is tight."#)
        #expect(first.back.contains(code))
        let last = try #require(cards.last)
        #expect(last.cloze?.hasPrefix("{{c1::<code>") == true)
        #expect(last.cloze?.hasSuffix("}} shrinks the bar while the user scrolls.") == true)
        let pinned = cards[2]
        #expect(pinned.cloze?.hasPrefix("The {{c1::") == true)
    }

    @Test("GUIDs come from the lesson and the card's place, not its text")
    func guidStability() throws {
        let lesson = try Fixtures.lesson22()
        var reworded = lesson
        reworded.questions[0].prompt = "Why are toolbar items placed by role rather than by position?"
        reworded.interview?.prompt = "> A different prompt."
        reworded.callouts[0].markdown = "`.visibilityPriority` decides which items stay; `ToolbarOverflowMenu` gathers the others."
        let before = DeckBuilder.cards(for: lesson)
        let after = DeckBuilder.cards(for: reworded)
        let guids = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0.guid) })
        for card in after {
            #expect(guids[card.id] == card.guid, "card \(card.id)")
        }
        #expect(before[0].front != after[0].front)
        var renamed = lesson
        renamed.slug = "lesson23"
        #expect(DeckBuilder.cards(for: renamed)[0].guid != before[0].guid)
    }

    @Test("drafted-answer notes for lint, one per unanswered question, at its line")
    func lintNotes() throws {
        let lesson = try Fixtures.lesson22()
        let notes = DraftedAnswerNotes.diagnostics(for: lesson)
        #expect(notes.map(\.description) == [
            "Lessons/lesson22.md:31:1: note: drafted answer for question 1 — write one to replace it [drafted-answer]",
            "Lessons/lesson22.md:32:1: note: drafted answer for question 2 — write one to replace it [drafted-answer]",
            "Lessons/lesson22.md:33:1: note: drafted answer for question 3 — write one to replace it [drafted-answer]",
        ])
        var answered = lesson
        answered.questions[1].answer = "It binds a string."
        #expect(DraftedAnswerNotes().diagnostics(for: answered, in: Course(directory: "Lessons", lessons: [answered], diagnostics: [])).count == 2)
    }
}
