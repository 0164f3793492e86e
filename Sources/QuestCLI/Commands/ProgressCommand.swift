import Foundation
import QuestCore
import QuestGrader

/// `quest progress [<dir>]`: every lesson's exercises with their last result, and the next thing to do.
public struct ProgressCommand: QuestCommand {
    public static let name = "progress"
    public static let abstract = "Show every lesson's exercises with their last result, and what to do next."
    public static let discussion = """
    Reads the record `quest start` and `quest check` keep in the folder that holds your workspaces \
    (\(ProgressRecord.fileName)); <dir> is that folder or a workspace in it. ✓ passed, ✗ failed (or did not \
    compile, crashed, hit a limit), · not started. Nothing is sent anywhere.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the progress was shown",
        .failure: "there is no record here (run quest start first), or the lessons cannot be read",
    ]
    static let dirArgument = Positional<String?>("dir", help: "Your course folder or a workspace in it (default: .).")
    static let lessonsOption = Option<String?>(
        "lessons", value: "dir", help: "The lessons folder (default: the one the record names)."
    )
    public static var arguments: [any CommandArgument] { [dirArgument, lessonsOption] }

    let directory: String
    let lessons: String?

    public init(_ arguments: ParsedArguments) {
        directory = arguments[Self.dirArgument] ?? "."
        lessons = arguments[Self.lessonsOption]
    }

    public func run(_ context: CommandContext) -> ExitCode {
        let path = ProgressRecord.path(for: directory)
        let record: ProgressRecord
        do {
            guard let read = try ProgressRecord.read(at: path) else {
                context.errors.line("error: no progress record at \(path): run `quest start <lesson>` first")
                return .failure
            }
            record = read
        } catch {
            context.errors.line("error: \(error)")
            return .failure
        }
        guard let course = LessonsFolder.load(lessons ?? record.lessonsDirectory, context) else { return .failure }
        var next: String?
        var done = 0
        var total = 0
        for lesson in course.lessons {
            let exercises = GradableExercises.all(in: lesson).map(\.exercise)
            guard !exercises.isEmpty else { continue }
            let progress = record.lessons[lesson.slug]
            context.output.line("\(lesson.slug): \(lesson.title)" + (progress.map { "  (\($0.workspace)/)" } ?? ""))
            for exercise in exercises {
                total += 1
                let state = progress?.exercises[exercise.id]
                let line: String
                switch state?.outcome {
                case nil:
                    line = "·  \(exercise.id)  not started"
                case .passed?:
                    done += 1
                    line = "✓  \(exercise.id)  passed (\(state?.passed ?? 0)/\(state?.total ?? 0))"
                case let outcome?:
                    let score = outcome == .failed ? " (\(state?.passed ?? 0)/\(state?.total ?? 0))" : ""
                    line = "✗  \(exercise.id)  \(outcome.rawValue)\(score)" + (state?.failingStep.map { ": \($0.name)" } ?? "")
                }
                context.output.line("  " + line)
                if next == nil && state?.outcome != .passed {
                    next = nextStep(lesson: lesson, exercise: exercise, progress: progress, state: state)
                }
            }
        }
        context.output.line("")
        context.output.line("\(done) of \(total) exercises passed.")
        context.output.line(next.map { "Next: \($0)" } ?? "Next: nothing left — every exercise passes.")
        return .success
    }

    private func nextStep(
        lesson: Lesson, exercise: Exercise, progress: ProgressRecord.LessonProgress?,
        state: ProgressRecord.ExerciseProgress?
    ) -> String {
        guard let progress else { return "quest start \(lesson.slug)" }
        if state?.outcome == nil { return "cd \(progress.workspace) && quest check \(lesson.slug) --exercise \(exercise.id)" }
        return "fix \(exercise.id) in \(progress.workspace)/ and run quest check \(lesson.slug) (stuck? quest hint \(lesson.slug) --exercise \(exercise.id))"
    }
}
