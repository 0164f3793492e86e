public import Foundation
public import QuestCore
import Dispatch
import Synchronization

/// A lesson's deck files as bytes: `<slug>.apkg`, `<slug>.tsv` and `<slug>.json`. The site writes them into
/// `Site/decks/`; `write(course:cards:to:)` writes a whole course's into a folder.
public struct DeckWriter: Sendable {
    /// quest's fixed build time when `SOURCE_DATE_EPOCH` is not set: 2026-01-01T00:00:00Z.
    public static let fixedEpoch: Int64 = 1_767_225_600

    public var lesson: Lesson
    public var cards: [Card]
    /// The time stamped into Anki notes and zip entries: when the lesson last changed (`LessonDates`).
    public var timestamp: Date
    /// The course's deck (`course.md`'s `deck`), which holds the lesson's.
    public var courseDeck: String

    public init(
        lesson: Lesson, cards: [Card], timestamp: Date = DeckWriter.buildTimestamp(),
        courseDeck: String = CourseSettings.defaults.deckName
    ) {
        self.lesson = lesson
        self.cards = cards
        self.timestamp = timestamp
        self.courseDeck = courseDeck
    }

    /// The Anki deck name: `Quest::Lesson 22 · Toolbars, menus, and search`.
    public var deckName: String { Self.deckName(for: lesson, under: courseDeck) }

    /// `<slug>.apkg`: an Anki package holding the lesson's deck.
    public func apkg() throws -> Data {
        try AnkiPackageWriter(timestamp: timestamp).package([
            AnkiDeck(lesson: lesson, cards: cards, under: courseDeck, modified: timestamp),
        ])
    }

    /// `<slug>.tsv`: Anki's text-import format, with its header lines.
    public func tsv() -> Data {
        Data(TSVDeckWriter.bytes(deck: deckName, cards: cards))
    }

    /// `<slug>.json`: `{ "lesson": …, "cards": [ … ] }` (Docs/decks.md).
    public func json() throws -> Data {
        Data(JSONDeckWriter.bytes(lesson: lesson, deck: deckName, cards: cards))
    }

    /// `SOURCE_DATE_EPOCH` when set to a whole number of seconds, otherwise `fixedEpoch`. Never the clock. Builds
    /// date each lesson by its file instead (`LessonDates`); this is their fallback.
    public static func buildTimestamp(environment: [String: String] = ProcessInfo.processInfo.environment) -> Date {
        LessonDates.sourceDateEpoch(environment) ?? LessonDates.clamp(fixedEpoch)
    }

    /// The Anki deck name of a lesson, inside the course's deck.
    public static func deckName(for lesson: Lesson, under courseDeck: String = CourseSettings.defaults.deckName) -> String {
        // `::` inside a title would make Anki nest decks.
        "\(courseDeck)::Lesson \(lesson.number) · " + lesson.title.replacingOccurrences(of: "::", with: ":")
    }

    /// Writes every lesson's three files, `course.apkg` and `interview.apkg` into `directory` (created when missing) and returns the
    /// paths written, in order. `cards` is keyed by lesson slug; a lesson without an entry gets its cards built.
    public static func write(
        course: Course, cards: [String: [Card]], to directory: String, dates: LessonDates
    ) throws -> [String] {
        try writeLessons(course: course, cards: cards, to: directory, dates: dates)
            + [writeCourse(course: course, cards: cards, to: directory, dates: dates), writeInterview(course: course, to: directory, dates: dates)]
    }

    /// Writes `interview.apkg` (the interview series, `InterviewDeckWriter`) into `directory`; returns its path.
    public static func writeInterview(course: Course, to directory: String, dates: LessonDates) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = (directory as NSString).appendingPathComponent(InterviewDeckWriter.fileName)
        try FileOutput.write(try InterviewDeckWriter(lessons: course.lessons, dates: dates, courseDeck: course.settings.deckName).apkg(), to: path)
        return path
    }

    /// A lesson's deck files, in the order they are written: `<slug>.apkg`, `.tsv` and `.json`.
    public static func fileNames(of slug: String) -> [String] {
        [slug + ".apkg", slug + ".tsv", slug + ".json"]
    }

    /// The package of every lesson.
    public static let courseFileName = "course.apkg"

    /// Writes `<slug>.apkg`, `.tsv` and `.json` for every lesson into `directory` (created when missing); returns the
    /// paths in lesson order. Lessons are packaged on all cores; files are written in a fixed order.
    public static func writeLessons(
        course: Course, cards: [String: [Card]], to directory: String, dates: LessonDates
    ) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let lessons = course.lessons
        let results = Mutex<[Int: Result<[(String, Data)], any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: lessons.count) { job in
            let result = Result<[(String, Data)], any Error> {
                let lesson = lessons[job]
                let writer = DeckWriter(
                    lesson: lesson, cards: cards[lesson.slug] ?? DeckBuilder.cards(for: lesson),
                    timestamp: dates.date(ofFile: lesson.file), courseDeck: course.settings.deckName
                )
                return Array(zip(Self.fileNames(of: lesson.slug), [try writer.apkg(), writer.tsv(), try writer.json()]))
            }
            results.withLock { $0[job] = result }
        }
        var written: [String] = []
        for job in lessons.indices {
            for (name, data) in try results.withLock({ $0[job]! }).get() {
                let path = (directory as NSString).appendingPathComponent(name)
                try FileOutput.write(data, to: path)
                written.append(path)
            }
        }
        return written
    }

    /// Writes `course.apkg` (every lesson a subdeck of the course's deck) into `directory`; returns its path.
    public static func writeCourse(
        course: Course, cards: [String: [Card]], to directory: String, dates: LessonDates
    ) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let lessons = course.lessons.map { lesson in (lesson, cards[lesson.slug] ?? DeckBuilder.cards(for: lesson)) }
        let path = (directory as NSString).appendingPathComponent(courseFileName)
        let writer = CourseDeckWriter(lessons: lessons, dates: dates, courseDeck: course.settings.deckName)
        try FileOutput.write(try writer.apkg(), to: path)
        return path
    }
}

/// `course.apkg`: every lesson's deck as a subdeck of the course's deck (`Quest`), in one package; each lesson's notes
/// carry its own date and the package its newest lesson's.
///
/// An incremental build names the previous `course.apkg` and the lessons whose decks did not change since (their date
/// included): their notes and cards are copied from it by SQLite instead of being made again from cards, which is most
/// of the work when one lesson of many changed. The package's bytes are the same either way.
public struct CourseDeckWriter: Sendable {
    public var lessons: [(Lesson, [Card])]
    public var dates: LessonDates
    public var courseDeck: String
    /// The previous `course.apkg`, which the unchanged lessons' decks are copied from.
    public var previousPackage: String?
    /// Slugs of the lessons whose decks are as in `previousPackage` (their cards in `lessons` are not read).
    public var unchanged: Set<String>
    /// The collection inside `previousPackage` when the caller has read it already (`collection(inPackageAt:)`).
    public var previousCollection: PreviousCollection?
    /// Where the package's collection is kept for the next build (and read from, when `previousCollection` is not
    /// given): `KeptCollection`.
    public var keptCollection: KeptCollection?

    public init(
        lessons: [(Lesson, [Card])], dates: LessonDates, courseDeck: String = CourseSettings.defaults.deckName,
        previousPackage: String? = nil, unchanged: Set<String> = []
    ) {
        self.lessons = lessons
        self.dates = dates
        self.courseDeck = courseDeck
        self.previousPackage = previousPackage
        self.unchanged = previousPackage == nil ? [] : unchanged
    }

    /// The collection inside the package at `path`, to pass as `previousCollection`: from `kept` when it holds it.
    public static func collection(inPackageAt path: String, kept: KeptCollection? = nil) throws -> PreviousCollection {
        try AnkiPackageWriter.collection(inPackageAt: path, kept: kept)
    }

    /// The package's bytes.
    public func apkg() throws -> Data {
        let decks = lessons.map { lesson, cards in
            var deck = AnkiDeck(
                lesson: lesson, cards: unchanged.contains(lesson.slug) ? [] : cards, under: courseDeck,
                modified: dates.date(ofFile: lesson.file)
            )
            deck.copiedFromPrevious = unchanged.contains(lesson.slug)
            return deck
        }
        let newest = decks.map(\.modified).max() ?? dates.fallback
        let previous = try previousPackage.flatMap {
            unchanged.isEmpty ? nil : try previousCollection ?? AnkiPackageWriter.collection(inPackageAt: $0, kept: keptCollection)
        }
        return try AnkiPackageWriter(timestamp: newest).package(decks, previous: previous, keep: keptCollection)
    }
}
