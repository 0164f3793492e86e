import Dispatch
public import QuestCore
import Synchronization

/// Builds a lesson's flash cards: one per review question, two for the interview problem, one per callout API.
public enum DeckBuilder {
    /// The cards of `lesson`, in lesson order: questions, interview, clozes.
    public static func cards(for lesson: Lesson) -> [Card] {
        let html = CardHTML()
        // Indexing the notes is the costly part of drafting; lessons whose questions all have answers skip it.
        let needsDrafts = lesson.questions.contains { ($0.answer?.trimmingWhitespace().isEmpty ?? true) }
        let drafter = needsDrafts ? AnswerDrafter(lesson: lesson) : nil
        var cards: [Card] = []

        for question in lesson.questions {
            let written = question.answer.map { !$0.trimmingWhitespace().isEmpty } ?? false
            let back: String
            let drafted: Bool
            if written, let answer = question.answer {
                back = html.blocks(answer)
                drafted = false
            } else if let draft = drafter?.draftAnswer(for: question.prompt) {
                back = html.blocks(draft.markdown)
                drafted = true
            } else {
                back = "<p><em>No answer yet: the lesson's notes do not mention this question's words.</em></p>"
                drafted = true
            }
            cards.append(Card(
                id: question.id, guid: guid(lesson, "question/" + question.id), kind: .question,
                front: html.inline(question.prompt), back: back, drafted: drafted,
                source: Anchor.question(question.id), tags: tags(lesson, "question", drafted: drafted), line: question.line
            ))
        }

        if let interview = lesson.interview {
            let place = "interview/part\(interview.part)"
            let answer = Self.answerParts(of: interview, html: html)
            if !answer.isEmpty {
                cards.append(Card(
                    id: "interview", guid: guid(lesson, place + "/answer"), kind: .interview,
                    front: html.blocks(interview.prompt), back: answer.joined(separator: "\n"),
                    drafted: false, source: Anchor.interview, tags: tags(lesson, "interview", drafted: false), line: interview.line
                ))
            }
            if let rubric = interview.listenFor, !rubric.trimmingWhitespace().isEmpty {
                cards.append(Card(
                    id: "interview-rubric", guid: guid(lesson, place + "/listen-for"), kind: .rubric,
                    front: "What do interviewers listen for in " + html.inline(interview.title) + "?",
                    back: html.blocks(rubric), drafted: false, source: Anchor.interview,
                    tags: tags(lesson, "interview", drafted: false), line: interview.line
                ))
            }
        }

        for item in ClozeExtractor().items(in: lesson) {
            let rendered = html.cloze(item.clause, hiding: item.api)
            cards.append(Card(
                id: "cloze-" + Anchor.slug(item.api), guid: guid(lesson, "cloze/" + item.api), kind: .cloze,
                front: rendered.front, back: rendered.back, drafted: false, source: "#" + Anchor.slug(item.callout.title),
                tags: tags(lesson, "cloze", drafted: false), cloze: rendered.anki, line: item.callout.line
            ))
        }
        return cards
    }

    /// Every lesson's cards, keyed by slug, made on all cores.
    public static func cards(for course: Course) -> [String: [Card]] {
        let lessons = course.lessons
        let results = Mutex<[String: [Card]]>([:])
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            let cards = cards(for: lessons[index])
            results.withLock { $0[lessons[index].slug] = cards }
        }
        return results.withLock { $0 }
    }

    /// The back of an interview card, as HTML parts: the model answer's key idea and its code (the exercise block left
    /// out); empty when the answer has neither.
    static func answerParts(of problem: InterviewProblem, html: CardHTML) -> [String] {
        let idea = keyIdea(of: problem.answer ?? "")
        let code = problem.code.filter { $0.language != "quest-exercise" }.map(html.code).joined(separator: "\n")
        return [idea.isEmpty ? "" : html.blocks(idea), code].filter { !$0.isEmpty }
    }

    /// The model answer's key idea: its first paragraph of prose (code blocks and the exercise block skipped).
    static func keyIdea(of answer: String) -> String {
        ProseSplitter().paragraphs(of: answer, limit: 1).first ?? ""
    }

    private static func guid(_ lesson: Lesson, _ place: String) -> String {
        StableID.guid(for: "quest/" + lesson.slug + "/" + place)
    }

    private static func tags(_ lesson: Lesson, _ kind: String, drafted: Bool) -> [String] {
        [lesson.slug, kind] + (drafted ? ["drafted"] : [])
    }
}
