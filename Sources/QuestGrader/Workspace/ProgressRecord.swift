public import QuestProtocol
import Foundation
import QuestCore

/// What a learner has done across the course: each started lesson's workspace and each exercise's last result, kept in
/// `.quest-progress.json` in the folder that holds the workspaces (`quest start lesson22` and `quest start lesson23`
/// run in one folder share it). Written by `quest start` and `quest check`, read by `quest progress` and `quest hint`;
/// it stays on the learner's machine. No clocks: the same results give the same file.
public struct ProgressRecord: Hashable, Codable, Sendable {
    /// The record's file name.
    public static let fileName = ".quest-progress.json"

    /// One started lesson.
    public struct LessonProgress: Hashable, Codable, Sendable {
        /// The workspace folder, relative to the record's folder.
        public var workspace: String
        /// Each exercise's last result, by exercise id.
        public var exercises: [String: ExerciseProgress]

        public init(workspace: String, exercises: [String: ExerciseProgress] = [:]) {
            self.workspace = workspace
            self.exercises = exercises
        }
    }

    /// The last graded run of one exercise, and how many hints its first failing step has had.
    public struct ExerciseProgress: Hashable, Codable, Sendable {
        /// nil until the exercise is first checked.
        public var outcome: Outcome?
        public var passed: Int
        public var total: Int
        /// The first failing step of the last run (or the compile error), what `quest hint` helps with.
        public var failingStep: CheckResult?
        /// Hints shown for `failingStep`; back to 0 when another step becomes the first failing one.
        public var hintsShown: Int

        public init(outcome: Outcome? = nil, passed: Int = 0, total: Int = 0, failingStep: CheckResult? = nil, hintsShown: Int = 0) {
            self.outcome = outcome
            self.passed = passed
            self.total = total
            self.failingStep = failingStep
            self.hintsShown = hintsShown
        }
    }

    /// The absolute lessons folder of the course.
    public var lessonsDirectory: String
    /// Started lessons by slug.
    public var lessons: [String: LessonProgress]

    public init(lessonsDirectory: String, lessons: [String: LessonProgress] = [:]) {
        self.lessonsDirectory = lessonsDirectory
        self.lessons = lessons
    }

    /// The record's path for `directory`: beside the workspace when `directory` is one (it has `.quest.json`), else
    /// in `directory` itself.
    public static func path(for directory: String) -> String {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        let isWorkspace = FileManager.default.fileExists(atPath: folder.appendingPathComponent(WorkspaceMetadata.fileName).path)
        return (isWorkspace ? folder.deletingLastPathComponent() : folder).appendingPathComponent(fileName).path
    }

    /// Reads the record at `path`; nil when there is none. A file that is not a record is an error, never overwritten.
    public static func read(at path: String) throws -> ProgressRecord? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(ProgressRecord.self, from: data)
        } catch {
            throw GraderError.filesystem("\(path) is not a quest progress record: \(error)")
        }
    }

    /// Writes the record to `path` atomically (a temporary file renamed over it).
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(self) + Data("\n".utf8)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw GraderError.filesystem("cannot write the progress record: \(FileProblem.sentence(for: error, path: path))")
        }
    }

    /// Adds a started lesson (its exercises not started), keeping whatever the record already says about it when it
    /// is the same workspace; another workspace of the lesson starts afresh (its hints from the first).
    public mutating func start(lesson: String, exercises: [String], workspace: String) {
        var progress = lessons[lesson].flatMap { $0.workspace == workspace ? $0 : nil } ?? LessonProgress(workspace: workspace)
        for exercise in exercises where progress.exercises[exercise] == nil {
            progress.exercises[exercise] = ExerciseProgress()
        }
        lessons[lesson] = progress
    }

    /// Records the grades of one run of `lesson` (workspace relative to the record's folder); a run in another
    /// workspace than the recorded one replaces the lesson's record, so the record always names where the results are.
    public mutating func record(_ grades: [ExerciseGrade], lesson: String, workspace: String) {
        var progress = lessons[lesson].flatMap { $0.workspace == workspace ? $0 : nil } ?? LessonProgress(workspace: workspace)
        for grade in grades {
            var exercise = progress.exercises[grade.exerciseID] ?? ExerciseProgress()
            let step = Self.firstFailingStep(of: grade)
            if step?.check != exercise.failingStep?.check || step?.name != exercise.failingStep?.name {
                exercise.hintsShown = 0
            }
            exercise.outcome = grade.outcome
            exercise.passed = grade.passedCount
            exercise.total = max(grade.results.count, grade.passedCount)
            exercise.failingStep = step
            progress.exercises[grade.exerciseID] = exercise
        }
        lessons[lesson] = progress
    }

    /// The step a hint is about: the first failed result, else the first compiler error, else the run's message.
    static func firstFailingStep(of grade: ExerciseGrade) -> CheckResult? {
        if grade.outcome == .passed { return nil }
        if let failed = grade.results.first(where: { $0.status != .pass }) { return failed }
        if let error = grade.diagnostics.first(where: { $0.isError && $0.inLearnerFile }) ?? grade.diagnostics.first(where: \.isError) {
            return CheckResult(
                check: "compile", name: error.message, status: .fail, file: error.file, line: error.line,
                hint: grade.contractProblems.first ?? "", section: "#exercise"
            )
        }
        return CheckResult(
            check: grade.outcome.rawValue, name: grade.message ?? grade.outcome.rawValue, status: .fail,
            file: grade.crash?.file, line: grade.crash?.line, section: "#exercise"
        )
    }
}
