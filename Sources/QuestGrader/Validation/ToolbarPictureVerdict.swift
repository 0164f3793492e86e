public import QuestCore
import QuestLayout

/// Holds a lesson's ```quest-toolbar pictures to what the exercise's solution really shows: the harness lays out the
/// solution's real view on each of the picture's devices, and every device whose text picture differs from the
/// block's is an error at the block's line.
public struct ToolbarPictureVerdict: Sendable {
    /// The picture and the solution resolve differently on some device.
    public static let differs = "toolbar-picture-differs"
    /// The solution ran but the harness reported no toolbar.
    public static let notReported = "toolbar-picture-not-reported"

    public var lesson: Lesson
    /// The graded folder as the user would type it (`Lessons/lesson22/solution`).
    public var graded: String

    public init(lesson: Lesson, graded: String) {
        self.lesson = lesson
        self.graded = graded
    }

    /// The pictures of `exercise`: those whose block names it, or names none in a lesson where it is the first.
    public func pictures(of exercise: Exercise) -> [ToolbarPicture] {
        lesson.toolbarPictures.filter { $0.exercise == exercise.id }
    }

    /// Errors (with a note showing the solution's toolbar) for each picture of `exercise` that `grade` contradicts.
    public func diagnostics(for exercise: Exercise, grade: ExerciseGrade) -> [Diagnostic] {
        // A solution that does not compile has its own error; there is no toolbar to compare.
        guard grade.outcome != .didNotCompile, grade.outcome != .couldNotRun else { return [] }
        return pictures(of: exercise).flatMap { picture -> [Diagnostic] in
            let place = SourceLocation(file: lesson.file, line: picture.line)
            guard let reported = grade.reportedToolbar else {
                return [Diagnostic(.error, at: place, code: Self.notReported,
                    "the solution \(graded) of \(exercise.id) reported no toolbar to compare this picture with "
                        + "(\(grade.message ?? "is \(exercise.entry) a view?"))")]
            }
            let differences = picture.toolbar.layouts().compactMap { layout -> String? in
                let solution = reported.picture(on: layout.profile.id)
                guard solution != layout.textPicture else { return nil }
                return "on \(layout.profile.name) the picture shows \(Self.oneLine(layout.textPicture)) but the "
                    + "solution shows \(solution.map(Self.oneLine) ?? "nothing")"
            }
            guard !differences.isEmpty else { return [] }
            return [
                Diagnostic(.error, at: place, code: Self.differs,
                    "this toolbar is not what the solution \(graded) of \(exercise.id) shows: "
                        + differences.joined(separator: "; ")),
                Diagnostic(.note, at: place, code: Self.differs,
                    "the solution's toolbar, as this block would write it: " + Self.oneLine(reported.description)),
            ]
        }
    }

    /// A text picture or description on one line: `"[Sort ▾]  [+] [⋯] / Trips / ⋯ menu: Share"`.
    static func oneLine(_ text: String) -> String {
        "\"" + text.split(separator: "\n").joined(separator: " / ") + "\""
    }
}
