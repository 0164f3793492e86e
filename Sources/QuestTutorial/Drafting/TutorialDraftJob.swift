import Foundation
public import QuestCore
public import QuestGrader

/// `quest draft tutorial`'s work: reads the lesson's starter and solution, cuts their difference into changes, orders
/// them with real compiles and check runs, and writes the steps as Markdown.
public struct TutorialDraftJob {
    /// The draft and what it cost.
    public struct Result: Sendable {
        public var markdown: String
        public var steps: Int
        /// Candidate file sets evaluated, how many were compiled and run, how many came from the cache.
        public var evaluations: Int
        public var compiles: Int
        public var cacheHits: Int
        /// The changes no step could place on its own, put into the last step (`Router.swift: enum Route: Hashable, Codable {`).
        public var joinedLastStep: [String]
    }

    public var lesson: Lesson
    public var lessonsDirectory: String
    public var grader: Grader
    /// Where evaluations are cached (`.quest-cache/tutorial`); nil caches nothing.
    public var cacheDirectory: String?

    public init(lesson: Lesson, lessonsDirectory: String, grader: Grader, cacheDirectory: String?) {
        self.lesson = lesson
        self.lessonsDirectory = lessonsDirectory
        self.grader = grader
        self.cacheDirectory = cacheDirectory
    }

    public func run() throws -> Result {
        let gradable = GradableExercises.all(in: lesson)
        guard let first = gradable.first(where: { $0.exercise.starter != nil && $0.exercise.solution != nil })?.exercise,
              let starterFolder = first.starter, let solutionFolder = first.solution else {
            throw DraftError.noTutorialExercise(lesson.slug)
        }
        let exercises = gradable.filter { $0.exercise.starter == starterFolder }
        let starter = try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, starterFolder)).textByPath
        let solutionWorkspace = try LearnerWorkspace.read(LearnerFiles.join(lessonsDirectory, solutionFolder))
        let solution = solutionWorkspace.textByPath
        let preferred = exercises.compactMap { solutionWorkspace.declaration(of: $0.exercise.entry)?.file }
        let changes = ChangeSet(starter: starter, solution: solution, preferred: preferred)
        var evaluator = GraderEvaluator(grader: grader, exercises: exercises, cacheDirectory: cacheDirectory, lessonFile: lesson.file)
        let draft = try TutorialDrafter(changes: changes, starter: starter).draft(with: &evaluator)
        let markdown = TutorialDraftWriter(lesson: lesson, starter: starter).markdown(draft, changes: changes)
        let joined = draft.joinedLastStep.map { index in
            let change = changes.changes[index]
            let line = change.insertedLines.first { !$0.trimmingWhitespace.isEmpty && !$0.trimmingWhitespace.hasPrefix("//") }
            return "\(change.path): " + (line?.trimmingWhitespace ?? "(lines removed)")
        }
        return Result(
            markdown: markdown, steps: draft.steps.count, evaluations: draft.evaluations, compiles: evaluator.compiles,
            cacheHits: evaluator.cacheHits, joinedLastStep: joined
        )
    }
}
