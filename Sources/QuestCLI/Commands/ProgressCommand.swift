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
        .failure: "there is no record here (run quest start first), or the course's lessons cannot be found or read",
    ]
    static let dirArgument = Positional<String?>("dir", help: "Your course folder or a workspace in it (default: .).")
    static let lessonsOption = CommonArguments.workspaceLessonsOption
    public static var arguments: [any CommandArgument] { [dirArgument, lessonsOption] }

    let directory: String
    let lessons: String?

    public init(_ arguments: ParsedArguments) {
        directory = arguments[Self.dirArgument] ?? "."
        lessons = arguments[Self.lessonsOption]
    }

    public func run(_ context: CommandContext) -> ExitCode {
        if let problem = FileProblem.reading(directory, folder: true) {
            context.errors.line("error: \(problem)")
            return .failure
        }
        let path = ProgressRecord.path(for: directory)
        let record: ProgressRecord
        do {
            guard let read = try ProgressRecord.read(at: path) else {
                context.errors.line("error: no progress record at \(path): run `quest start <lesson>` first")
                return .failure
            }
            record = read
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
        let recordFolder = (path as NSString).deletingLastPathComponent
        let workspaces = [directory] + record.lessons.values.map { recordFolder + "/" + $0.workspace }.sorted()
        let lessonsDirectory: String
        switch CourseLocator(given: lessons, lesson: nil, command: Self.name).lessonsDirectory(workspaces: workspaces) {
        case .success(let found):
            lessonsDirectory = found
        case .failure(let notFound):
            context.errors.line("error: \(notFound)")
            return .failure
        }
        guard let course = LessonsFolder.load(lessonsDirectory, context) else { return .failure }
        var next: String?
        var done = 0
        var total = 0
        for lesson in course.lessons {
            let exercises = GradableExercises.all(in: lesson).map(\.exercise)
            guard !exercises.isEmpty else { continue }
            let progress = record.lessons[lesson.slug]
            let folder = progress.map { shown(workspace: recordFolder + "/" + $0.workspace) }
            context.output.line("\(lesson.slug): \(lesson.title)" + (folder.map { $0.map { "  (\($0)/)" } ?? "  (this folder)" } ?? ""))
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
                    next = nextStep(lesson: lesson, exercise: exercise, folder: folder, state: state)
                }
            }
        }
        context.output.line("")
        context.output.line("\(done) of \(total) exercises passed.")
        context.output.line(next.map { "Next: \($0)" } ?? "Next: nothing left — every exercise passes.")
        return .success
    }

    /// The workspace as the learner in `directory` reaches it (`lesson22`, `../lesson22`), or nil when it is `directory`.
    private func shown(workspace: String) -> String? {
        let here = URL(fileURLWithPath: directory).standardizedFileURL.path
        let there = URL(fileURLWithPath: workspace).standardizedFileURL.path
        return here == there ? nil : RelativePath.display(there, from: here)
    }

    /// `folder`: nil for a lesson not started, `.some(nil)` when the workspace is the folder progress was run in.
    private func nextStep(lesson: Lesson, exercise: Exercise, folder: String??, state: ProgressRecord.ExerciseProgress?) -> String {
        guard let folder else { return "quest start \(lesson.slug)" }
        let check = "quest check \(lesson.slug)"
        if state?.outcome == nil {
            return (folder.map { "cd \($0) && " } ?? "") + "\(check) --exercise \(exercise.id)"
        }
        let place = folder.map { "\($0)/" } ?? "this folder"
        return "fix \(exercise.id) in \(place) and run \(check) (stuck? quest hint \(lesson.slug) --exercise \(exercise.id))"
    }
}
