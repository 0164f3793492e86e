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
        /// Of the candidates, the combinations of groups tried when no single group turned anything green.
        public var combinations: Int
        /// The candidate budget, and whether the search spent it all.
        public var budget: Int
        public var budgetRanOut: Bool
        /// The changes no step could place on its own, put into the last step (`Router.swift: enum Route: Hashable, Codable {`).
        public var joinedLastStep: [String]
        /// Why the draft has one step and how to split it; nil when it has more.
        public var oneStepReason: String?

        /// What `quest draft tutorial` says on standard error: `drafted 3 steps for lesson31 in 41.2 s: 38 candidates
        /// tried (4 combinations of changes) of a budget of 200, 38 compiled and run, 0 from the cache`, then a
        /// note per change put into the last step and, for a one-step draft, why and how to split it.
        public func summary(lesson: String, seconds: String) -> [String] {
            let combined = combinations == 0 ? "" : " (\(Self.count(combinations, "combination")) of changes)"
            var lines = ["drafted \(Self.count(steps, "step")) for \(lesson) in \(seconds) s: "
                + "\(Self.count(evaluations, "candidate")) tried\(combined) of a budget of \(budget), "
                + "\(compiles) compiled and run, \(cacheHits) from the cache"]
            if budgetRanOut {
                lines.append("note: the candidate budget ran out; the changes not placed yet are in the last step "
                    + "(--budget \(budget * 2) searches further)")
            }
            lines += joinedLastStep.map { "note: no step turns anything green with this change alone, so it is in the last step: \($0)" }
            if let oneStepReason { lines.append("note: the draft is one step because \(oneStepReason)") }
            return lines
        }

        /// `1 step`, `2 steps`.
        static func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
    }

    public var lesson: Lesson
    public var lessonsDirectory: String
    public var grader: Grader
    /// Where evaluations are cached (`.quest-cache/tutorial`); nil caches nothing.
    public var cacheDirectory: String?
    /// The most distinct candidates the search evaluates (`TutorialDrafter.budget`).
    public var budget: Int
    /// Told about each candidate, and the changes by number first (`--trace`).
    public var trace: ((String) -> Void)?

    public init(lesson: Lesson, lessonsDirectory: String, grader: Grader, cacheDirectory: String?, budget: Int = TutorialDrafter.defaultBudget) {
        self.lesson = lesson
        self.budget = budget
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
        var drafter = TutorialDrafter(changes: changes, starter: starter)
        drafter.budget = budget
        drafter.trace = trace
        if let trace {
            for change in changes.changes {
                let line = change.insertedLines.first { !$0.trimmingWhitespace.isEmpty } ?? "(lines removed)"
                let needs = change.requires.isEmpty ? "" : " (needs " + change.requires.sorted().map(String.init).joined(separator: " ") + ")"
                trace("change \(change.index): \(change.path): \(line.trimmingWhitespace)\(needs)")
            }
        }
        let draft = try drafter.draft(with: &evaluator)
        let markdown = TutorialDraftWriter(lesson: lesson, starter: starter).markdown(draft, changes: changes)
        let joined = draft.joinedLastStep.map { index in
            let change = changes.changes[index]
            let line = change.insertedLines.first { !$0.trimmingWhitespace.isEmpty && !$0.trimmingWhitespace.hasPrefix("//") }
            return "\(change.path): " + (line?.trimmingWhitespace ?? "(lines removed)")
        }
        return Result(
            markdown: markdown, steps: draft.steps.count, evaluations: draft.evaluations, compiles: evaluator.compiles,
            cacheHits: evaluator.cacheHits, combinations: draft.combinations, budget: draft.budget,
            budgetRanOut: draft.budgetRanOut, joinedLastStep: joined, oneStepReason: draft.oneStepReason
        )
    }
}
