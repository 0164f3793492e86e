import Foundation
import QuestCore
import QuestDecks

/// `quest decks`: every lesson's flash cards as Anki packages, Anki text and JSON, without building the site.
public struct DecksCommand: QuestCommand {
    public static let name = "decks"
    public static let abstract = "Write each lesson's flash cards as .apkg, .tsv and .json, plus course.apkg."
    public static let discussion = """
    Writes <slug>.apkg (an Anki package: deck Quest::Lesson N · Title), <slug>.tsv (Anki's text import, with \
    headers), <slug>.json (the cards, for the site and other tools; see Docs/decks.md) and course.apkg (every lesson \
    as a subdeck of Quest). A question without a written answer gets one drafted from the lesson's notes, marked \
    as drafted; `quest lint` lists those as notes.

    The same lessons give byte-identical files. Timestamps come from SOURCE_DATE_EPOCH when set (set it to the last \
    commit's time so that Anki's re-import updates changed notes), otherwise from a fixed date. Exits 1 without \
    writing anything when a lesson has errors.
    """
    public static var arguments: [ArgumentSpec] {
        [
            .option("lessons", value: "dir", help: "The lessons folder (default: Lessons)."),
            .option("out", value: "dir", help: "Where the deck files go (default: Site/decks)."),
        ]
    }

    public var directory: String
    public var output: String

    public init(_ arguments: ParsedArguments) {
        directory = arguments.value("lessons") ?? "Lessons"
        output = arguments.value("out") ?? "Site/decks"
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(directory)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        let course: Course
        do {
            course = try CourseLoader().load(directory: directory)
        } catch {
            context.errors.line("error: cannot list \(directory): \(error.localizedDescription)")
            return .failure
        }
        let diagnostics = course.diagnostics.sortedForDisplay()
        for diagnostic in diagnostics where diagnostic.severity != .note {
            context.errors.line(diagnostic.description)
        }
        if diagnostics.hasErrors {
            context.errors.line("error: no decks written: the lessons have errors")
            return .failure
        }
        let cards = DeckBuilder.cards(for: course)
        do {
            let written = try DeckWriter.write(course: course, cards: cards, to: output)
            for path in written { context.output.line(path) }
            let all = cards.values.flatMap { $0 }
            let lessons = course.lessons.count
            context.output.line(
                "Wrote \(written.count) files for \(lessons) lesson\(lessons == 1 ? "" : "s"): "
                    + "\(all.count) cards, \(all.filter(\.drafted).count) with drafted answers"
            )
            return .success
        } catch {
            context.errors.line("error: cannot write decks to \(output): \(error)")
            return .failure
        }
    }
}
