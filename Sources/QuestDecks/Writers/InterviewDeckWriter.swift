public import Foundation
public import QuestCore

/// `interview.apkg`: the course's interview series as one deck, a note per part with the prompt on the front and the
/// model answer's key idea, its code and what interviewers listen for on the back.
public struct InterviewDeckWriter: Sendable {
    /// The file in `decks/`.
    public static let fileName = "interview.apkg"
    public var lessons: [Lesson]
    public var dates: LessonDates
    /// The course's deck (`course.md`'s `deck`), which holds the track's beside the lessons'.
    public var courseDeck: String

    /// `lessons` in lesson order, dated by `dates`.
    public init(lessons: [Lesson], dates: LessonDates, courseDeck: String = CourseSettings.defaults.deckName) {
        self.lessons = lessons
        self.dates = dates
        self.courseDeck = courseDeck
    }

    /// The Anki deck: `Quest::Interview track`.
    public var deckName: String { courseDeck + "::Interview track" }

    /// One card per part, in part order. GUIDs come from the part number (`interview-track/part5`), so a reworded
    /// prompt updates the same note and moving a part to another lesson keeps it.
    public func cards() -> [Card] {
        let html = CardHTML()
        return InterviewSeries(lessons: lessons).entries.map { entry in
            let problem = entry.problem
            var back = DeckBuilder.answerParts(of: problem, html: html)
            if let rubric = problem.listenFor, !rubric.trimmingWhitespace().isEmpty {
                back.append("<h3>What interviewers listen for</h3>\n" + html.blocks(rubric))
            }
            let heading = "<p class=\"quest-part\">Part \(problem.part) · Lesson \(entry.lesson.number): " + html.inline(problem.title) + "</p>"
            return Card(
                id: "part\(problem.part)", guid: StableID.guid(for: "quest/interview-track/part\(problem.part)"), kind: .interview,
                front: heading + "\n" + html.blocks(problem.prompt), back: back.joined(separator: "\n"), drafted: false,
                source: "interview/index.html#part-\(problem.part)", tags: ["interview-track", entry.lesson.slug], line: problem.line
            )
        }
    }

    /// The package's bytes. Its notes are as new as the newest lesson that holds a part.
    ///
    /// - Parameters:
    ///   - cards: what `cards()` returns, when the caller kept it from an earlier build.
    ///   - previousPackage: an earlier `interview.apkg` of the same cards (the same parts and deck name), perhaps
    ///     dated otherwise: its notes are copied by SQLite and given this package's date, instead of being made from
    ///     the cards. The bytes are the same either way (tested).
    ///   - kept: where the package's collection is kept for the next build, and read from (`KeptCollection`).
    public func apkg(cards: [Card]? = nil, previousPackage: String? = nil, kept: KeptCollection? = nil) throws -> Data {
        let series = InterviewSeries(lessons: lessons).entries
        let modified = series.map { dates.date(ofFile: $0.lesson.file) }.max() ?? dates.fallback
        var deck = AnkiDeck(
            name: deckName, description: "The interview problems of every lesson, in part order.",
            cards: previousPackage == nil ? cards ?? self.cards() : [], modified: modified
        )
        deck.copiedFromPrevious = previousPackage != nil
        let previous = try previousPackage.map { try AnkiPackageWriter.collection(inPackageAt: $0, kept: kept) }
        return try AnkiPackageWriter(timestamp: modified).package([deck], previous: previous, keep: kept)
    }
}
