import Foundation
import QuestCore
import QuestGrader

/// `quest hint <lesson>`: the next hint for the first failing step of the learner's last `quest check`.
public struct HintCommand: QuestCommand {
    public static let name = "hint"
    public static let abstract = "Show the next hint for the first failing check of your last quest check."
    public static let discussion = """
    Each time you ask about the same failing step you get the next hint: first the check's own hint (what it \
    expected and what your code did), then the part of the lesson that teaches it, and only the third time the \
    lines of the reference solution your file lacks. A new first failing step starts again from its first hint. \
    Run it in the workspace `quest start` made, after `quest check`.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "a hint was shown, or the exercise already passes",
        .failure: "there is no graded run to give a hint for (run quest check first), the course's lessons cannot be found, or the record cannot be written",
    ]
    static let lessonArgument = CommonArguments.workspaceLessonArgument
    static let dirArgument = Positional<String?>("dir", help: "The workspace (default: .).")
    static let exerciseOption = Option<String?>(
        "exercise", value: "id", help: "The exercise (default: the first one whose last check failed)."
    )
    static let lessonsOption = CommonArguments.workspaceLessonsOption
    public static var arguments: [any CommandArgument] { [lessonArgument, dirArgument, exerciseOption, lessonsOption] }

    let lesson: String
    let directory: String
    let exercise: String?
    let lessons: String?

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        directory = arguments[Self.dirArgument] ?? "."
        lesson = try CommonArguments.workspaceLesson(arguments[Self.lessonArgument], in: directory)
        exercise = arguments[Self.exerciseOption]
        lessons = arguments[Self.lessonsOption]
    }

    public func run(_ context: CommandContext) -> ExitCode {
        if let problem = FileProblem.reading(directory, folder: true) {
            context.errors.line("error: \(problem)")
            return .failure
        }
        let lessonsDirectory: String
        switch CourseLocator(given: lessons, lesson: lesson, command: Self.name).lessonsDirectory(workspaces: [directory]) {
        case .success(let found):
            lessonsDirectory = found
        case .failure(let notFound):
            context.errors.line("error: \(notFound)")
            return .failure
        }
        guard let found = LessonLookup(lesson: lesson).find(in: lessonsDirectory, context: context) else { return .failure }
        let path = ProgressRecord.path(for: directory)
        do {
            guard let progress = try ProgressRecord.read(at: path)?.lessons[found.slug] else {
                context.errors.line("error: no graded run of \(found.slug) here: run `quest check \(found.slug)` first")
                return .failure
            }
            let asked = URL(fileURLWithPath: directory).standardizedFileURL
            let isWorkspace = WorkspaceMetadata.read(in: asked.path) != nil
            if isWorkspace, asked.lastPathComponent != progress.workspace {
                context.errors.line("error: no graded run of \(found.slug) in \(directory) (the last one was in \(progress.workspace)/): "
                    + "run `quest check \(found.slug)` first")
                return .failure
            }
            let exercises = GradableExercises.all(in: found).map(\.exercise)
            let candidates = exercises.filter { exercise == nil || $0.id == exercise }
            guard !candidates.isEmpty else {
                context.errors.line("error: \(found.slug) has no exercise '\(exercise ?? "")' (exercises: \(exercises.map(\.id).joined(separator: ", ")))")
                return .failure
            }
            let failing = candidates.first { progress.exercises[$0.id]?.failingStep != nil }
            guard let chosen = failing, let state = progress.exercises[chosen.id], let step = state.failingStep else {
                let checked = candidates.allSatisfy { progress.exercises[$0.id]?.outcome != nil }
                if checked {
                    context.output.line("Every check of \(candidates.map(\.id).joined(separator: ", ")) passed in your last run: nothing to hint.")
                    return .success
                }
                context.errors.line("error: no graded run of \(found.slug) here: run `quest check \(found.slug)` first")
                return .failure
            }
            let ladder = HintLadder(
                lesson: found, exercise: chosen, lessonsDirectory: lessonsDirectory,
                workspace: URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(progress.workspace).path
            )
            let hint = ladder.hint(state.hintsShown + 1, for: step)
            context.output.line("\(chosen.id) · hint \(hint.number) of \(HintLadder.steps) · \(hint.title)")
            for line in hint.lines { context.output.line(line.isEmpty ? "" : "  " + line) }
            if state.hintsShown + 1 >= HintLadder.steps {
                context.output.line("That was the last hint for this step. Run `quest check \(found.slug)` after your change.")
            }
            try ProgressBook.update(workspace: ladder.workspace, lessonsDirectory: lessonsDirectory) { record, _ in
                record.lessons[found.slug]?.exercises[chosen.id]?.hintsShown = min(state.hintsShown + 1, HintLadder.steps)
            }
            return .success
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
    }
}
