public import QuestCore

/// One piece of `quest validate`'s work: the Swift blocks of a lesson, or one folder of an exercise graded as
/// `quest check` grades it. Steps are independent, so they run in parallel.
public struct ValidationStep: Sendable {
    /// What the step compiles or grades.
    public enum Kind: Hashable, Sendable {
        /// The lesson's ```swift blocks (not `fragment`), compiled together.
        case codeBlocks([CodeBlock])
        /// The starter folder (relative to the lessons folder): must compile and fail its checks.
        case starter(folder: String)
        /// The reference solution: must pass every check.
        case solution(folder: String)
        /// A known-wrong solution (the solution with the mutant's files laid over it): must fail `check`.
        case mutant(name: String, folder: String, solution: String, check: String)
        /// The build-along tutorial, replayed step by step from the starter.
        case tutorial(Tutorial)
    }

    public var lesson: Lesson
    public var kind: Kind
    /// The exercises graded in this step (with their Exercism task IDs); empty for code blocks.
    public var exercises: [(exercise: Exercise, taskID: Int)]

    public init(lesson: Lesson, kind: Kind, exercises: [(exercise: Exercise, taskID: Int)] = []) {
        self.lesson = lesson
        self.kind = kind
        self.exercises = exercises
    }

    /// What the progress line shows: `mutant sort-does-nothing`.
    public var label: String {
        switch kind {
        case .codeBlocks(let blocks): "swift blocks (\(blocks.count))"
        case .starter: "starter"
        case .solution: "solution"
        case .mutant(let name, _, _, _): "mutant \(name)"
        case .tutorial(let tutorial): "tutorial (\(tutorial.steps.count) steps)"
        }
    }

    /// What must hold, for the summary table.
    var expectation: String {
        switch kind {
        case .codeBlocks: "compile"
        case .starter: "compiles, fails a check"
        case .solution: "passes every check"
        case .mutant(_, _, _, let check): "fails \(check)"
        case .tutorial: "compiles, turns its claims green"
        }
    }
}
