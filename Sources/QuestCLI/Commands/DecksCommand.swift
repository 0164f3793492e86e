import Foundation
import QuestCore
import QuestDecks

/// `quest decks`: every lesson's flash cards as Anki packages, Anki text and JSON, without building the site.
public struct DecksCommand: QuestCommand {
    public static let name = "decks"
    public static let abstract = "Write each lesson's flash cards as .apkg, .tsv and .json, plus course.apkg and interview.apkg."
    public static let discussion = """
    Writes <slug>.apkg (an Anki package: deck Quest::Lesson N · Title), <slug>.tsv (Anki's text import, with \
    headers), <slug>.json (the cards, for the site and other tools; see Docs/decks.md), course.apkg (every lesson \
    as a subdeck of Quest) and interview.apkg (the interview series, a note per part). A question without a written \
    answer gets one drafted from the lesson's notes, marked as drafted; `quest lint` lists those as notes.

    Each lesson's notes are dated by when its file last changed: its latest commit when the course is in git and the \
    file is committed, otherwise the file's modification time (SOURCE_DATE_EPOCH, when set, dates every lesson). So \
    the same lessons give byte-identical files, and a re-import into Anki updates the notes of a changed lesson. \
    --timings adds each step's duration to its progress line.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the decks were written",
        .failure: "a lesson has errors (nothing is written), or a file could not be written",
    ]
    static let lessonsOption = CommonArguments.lessonsOption
    static let outOption = Option(
        "out", value: "dir", default: "Site/decks", help: "Where the deck files go (default: Site/decks)."
    )
    static let timingsFlag = Flag("timings", help: "Show how long each step took.")
    public static var arguments: [any CommandArgument] { [lessonsOption, outOption, timingsFlag] }

    public var directory: String
    public var output: String
    public var timings: Bool

    public init(_ arguments: ParsedArguments) {
        directory = arguments[Self.lessonsOption]
        output = arguments[Self.outOption]
        timings = arguments[Self.timingsFlag]
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(directory)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        var clock = StepClock(enabled: timings)
        guard let course = LessonsFolder.load(directory, context) else { return .failure }
        context.output.line(clock.step(1, "Reading lessons (\(course.lessons.count))"))
        let diagnostics = course.diagnostics.sortedForDisplay()
        for diagnostic in diagnostics where diagnostic.severity != .note {
            context.errors.line(diagnostic.description)
        }
        if diagnostics.hasErrors {
            context.errors.line("error: no decks written: the lessons have errors")
            return .failure
        }

        let cards = DeckBuilder.cards(for: course)
        let all = cards.values.joined()
        let drafted = all.filter(\.drafted).count
        context.output.line(clock.step(2, "Making cards (\(all.count), \(drafted) with drafted answers)"))
        let dates = LessonDates.read(
            folder: URL(fileURLWithPath: directory), names: course.lessons.map { ($0.file as NSString).lastPathComponent }
        )
        do {
            var written = try DeckWriter.writeLessons(course: course, cards: cards, to: output, dates: dates)
            context.output.line(clock.step(3, "Writing lesson decks (\(written.count) files)"))
            written.append(try DeckWriter.writeCourse(course: course, cards: cards, to: output, dates: dates))
            written.append(try DeckWriter.writeInterview(course: course, to: output, dates: dates))
            context.output.line(clock.step(4, "Writing course.apkg (\(all.count) notes) and interview.apkg"))
            let lessons = course.lessons.count
            context.output.line("Wrote \(written.count) files to \(output) for \(lessons) lesson\(lessons == 1 ? "" : "s")")
            return .success
        } catch {
            context.errors.line("error: cannot write decks to \(output): \(FileProblem.sentence(for: error))")
            return .failure
        }
    }
}

/// Progress lines for `quest decks`: `[2/4] Making cards (9, 3 with drafted answers)`, with the step's duration
/// appended when timings are on.
struct StepClock {
    var enabled: Bool
    private var last = Date()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// The progress line of step `number` of four, restarting the clock.
    mutating func step(_ number: Int, _ title: String) -> String {
        let now = Date()
        defer { last = now }
        let line = "[\(number)/4] \(title)"
        return enabled ? line + String(format: " %.3f s", now.timeIntervalSince(last)) : line
    }
}
