import Foundation
import QuestCore
@testable import QuestDecks
import Testing

@Suite("course.apkg made incrementally: unchanged decks copied from the previous package")
struct CourseDeckReuseTests {
    private static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// Lesson 22 under another number, with its cards.
    private func lesson(_ number: Int) throws -> (Lesson, [Card]) {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("Tests/QuestDecksTests/Fixtures/lesson22.md"), encoding: .utf8)
        let lesson = try Fixtures.parse(text.replacingOccurrences(of: "lesson: 22", with: "lesson: \(number)"), file: "Lessons/lesson\(number).md")
        return (lesson, DeckBuilder.cards(for: lesson))
    }

    /// Lesson 22 under several numbers.
    private func lessons() throws -> [(Lesson, [Card])] {
        try [3, 7, 22, 40].map(lesson)
    }

    /// Expects `changed`, made with the `unchanged` lessons' decks copied from the package at `previous`, to have the
    /// bytes of the same course made from every deck's cards.
    private func expectSameBytes(_ changed: [(Lesson, [Card])], unchanged: Set<String>, previous: String) throws {
        let incremental = try CourseDeckWriter(
            lessons: changed.map { unchanged.contains($0.0.slug) ? ($0.0, []) : $0 }, dates: .fixed(Self.epoch),
            previousPackage: previous, unchanged: unchanged
        ).apkg()
        let full = try CourseDeckWriter(lessons: changed, dates: .fixed(Self.epoch)).apkg()
        #expect(incremental == full)
    }

    @Test("copying unchanged decks gives the same bytes as making every deck from its cards")
    func sameBytes() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = folder + "/course.apkg"
        try CourseDeckWriter(lessons: lessons(), dates: .fixed(Self.epoch)).apkg().write(to: URL(fileURLWithPath: previous))

        // Lesson 7 loses a card, so lessons 22 and 40 are copied to new positions; lesson 3 stays where it was.
        let changed = try lessons().map { lesson, cards in (lesson, lesson.number == 7 ? Array(cards.dropLast()) : cards) }
        #expect(changed[1].1.count > 0)
        try expectSameBytes(changed, unchanged: ["lesson3", "lesson22", "lesson40"], previous: previous)
    }

    @Test("with a lesson gone and one added between unchanged ones, copying still gives the same bytes")
    func sameBytesAfterRemovalAndAddition() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = folder + "/course.apkg"
        let all = try lessons()
        try CourseDeckWriter(lessons: all, dates: .fixed(Self.epoch)).apkg().write(to: URL(fileURLWithPath: previous))

        // Lesson 7 is gone, so lessons 3 and 22 no longer lie side by side in the previous package; lesson 30 is new.
        let changed = [all[0], all[2], try lesson(30), all[3]]
        try expectSameBytes(changed, unchanged: ["lesson3", "lesson22", "lesson40"], previous: previous)
    }

    @Test("an unchanged deck without cards is copied as empty; a deck the previous package lacks is an error")
    func emptyAndMissingDecks() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = folder + "/course.apkg"
        var all = try lessons()
        all[1].1 = []
        try CourseDeckWriter(lessons: all, dates: .fixed(Self.epoch)).apkg().write(to: URL(fileURLWithPath: previous))
        try expectSameBytes(all, unchanged: ["lesson3", "lesson7", "lesson22", "lesson40"], previous: previous)

        // Lesson 30 was never in the previous package: copying it would give an empty deck, so it is refused.
        let other = [all[0], try lesson(30)]
        #expect(throws: (any Error).self) {
            try CourseDeckWriter(
                lessons: other.map { ($0.0, []) }, dates: .fixed(Self.epoch), previousPackage: previous,
                unchanged: ["lesson3", "lesson30"]
            ).apkg()
        }
    }

    @Test("a previous package that cannot be read is an error, not a wrong package")
    func damagedPrevious() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = folder + "/course.apkg"
        try Data("not a zip".utf8).write(to: URL(fileURLWithPath: previous))
        #expect(throws: (any Error).self) {
            try CourseDeckWriter(lessons: lessons(), dates: .fixed(Self.epoch), previousPackage: previous, unchanged: ["lesson3"]).apkg()
        }
    }

    /// The decks `CourseDeckWriter` makes of `lessons` when every one is copied, and the package's time.
    private func copiedDecks(_ lessons: [(Lesson, [Card])], dates: LessonDates) -> (AnkiPackageWriter, [AnkiDeck]) {
        let decks = lessons.map { lesson, _ in
            var deck = AnkiDeck(lesson: lesson, cards: [], under: CourseSettings.defaults.deckName, modified: dates.date(ofFile: lesson.file))
            deck.copiedFromPrevious = true
            return deck
        }
        return (AnkiPackageWriter(timestamp: decks.map(\.modified).max() ?? dates.fallback), decks)
    }

    /// Writes the package of `lessons` dated `Self.epoch` into a new folder; its path.
    private func previousPackage(_ lessons: [(Lesson, [Card])]) throws -> String {
        let path = try Fixtures.temporaryDirectory() + "/course.apkg"
        try CourseDeckWriter(lessons: lessons, dates: .fixed(Self.epoch)).apkg().write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a lesson dated anew with the cards it had is patched in place: the bytes of a package made from every deck")
    func redatedInPlace() throws {
        let all = try lessons()
        let previous = try previousPackage(all)
        defer { try? FileManager.default.removeItem(atPath: (previous as NSString).deletingLastPathComponent) }
        let dates = LessonDates(byName: ["lesson7.md": Self.epoch.addingTimeInterval(3_600)], fallback: Self.epoch)
        let (writer, decks) = copiedDecks(all, dates: dates)
        let patched = try writer.redated(decks, previous: PreviousCollection(packageAt: previous).bytes)
        #expect(patched != nil, "the only change is a date of the same stored size: patched in place")
        patched?.close()

        let incremental = try CourseDeckWriter(
            lessons: all.map { ($0.0, []) }, dates: dates, previousPackage: previous, unchanged: Set(all.map(\.0.slug))
        ).apkg()
        #expect(incremental == (try CourseDeckWriter(lessons: all, dates: dates).apkg()))
        #expect(incremental != (try Data(contentsOf: URL(fileURLWithPath: previous))), "the new date is in the package")
    }

    @Test("a date stored in more bytes, decks in another order or a deck renamed is not patched in place, and still gives a clean package's bytes", arguments: ["later than 2038", "reordered", "renamed"])
    func notRedatedInPlace(change: String) throws {
        var all = try lessons()
        let previous = try previousPackage(all)
        defer { try? FileManager.default.removeItem(atPath: (previous as NSString).deletingLastPathComponent) }
        var dates = LessonDates.fixed(Self.epoch)
        switch change {
        case "later than 2038": dates = LessonDates(byName: ["lesson7.md": Date(timeIntervalSince1970: 2_200_000_000)], fallback: Self.epoch)
        case "reordered": all.swapAt(1, 2)
        default: all[1].0.title += " again"
        }
        let (writer, decks) = copiedDecks(all, dates: dates)
        let patched = try writer.redated(decks, previous: PreviousCollection(packageAt: previous).bytes)
        #expect(patched == nil)
        patched?.close()
        guard change != "renamed" else { return }  // a renamed deck is not the previous package's: not copied at all
        let incremental = try CourseDeckWriter(
            lessons: all.map { ($0.0, []) }, dates: dates, previousPackage: previous, unchanged: Set(all.map(\.0.slug))
        ).apkg()
        #expect(incremental == (try CourseDeckWriter(lessons: all, dates: dates).apkg()))
    }
}
