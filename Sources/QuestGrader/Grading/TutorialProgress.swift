public import QuestCore

/// `quest check <lesson> --step N`: the learner's grades narrowed to the check steps that tutorial steps 1…N turn
/// green, and one line saying whether step N is done and what comes next.
public struct TutorialProgress: Sendable {
    public var tutorial: Tutorial
    /// 1-based, at most `tutorial.steps.count`.
    public var step: Int

    public init(tutorial: Tutorial, step: Int) {
        self.tutorial = tutorial
        self.step = step
    }

    /// The usage error for a `--step` the tutorial does not have, or nil when `step` is one of its steps.
    public static func problem(step: Int, in tutorial: Tutorial?, lesson: String) -> String? {
        guard let tutorial, !tutorial.steps.isEmpty else { return "\(lesson) has no build-along tutorial, so --step cannot be used" }
        let count = tutorial.steps.count
        guard step < 1 || step > count else { return nil }
        return "--step must be between 1 and \(count): the tutorial of \(lesson) has \(count) step\(count == 1 ? "" : "s")"
    }

    /// `grades` with only the results steps 1…`step` claim, and each outcome judged on those alone.
    public func narrowed(_ grades: [ExerciseGrade]) -> [ExerciseGrade] {
        let claims = tutorial.claims(throughStep: step)
        return grades.map { grade in
            var grade = grade
            guard grade.outcome.ranToCompletion else { return grade }
            grade.results = grade.results.filter { result in claims.contains { $0.covers(check: result.check, name: result.name) } }
            grade.outcome = grade.results.contains { $0.status != .pass } ? .failed : .passed
            return grade
        }
    }

    /// The claims of steps 1…`step` that the grades do not show passing, with their step.
    public func unmet(_ grades: [ExerciseGrade]) -> [(claim: CheckClaim, step: TutorialStep)] {
        let results = grades.filter(\.outcome.ranToCompletion).flatMap(\.results)
        return tutorial.steps.prefix(step).flatMap { step in
            step.claims.filter { claim in
                let covered = results.filter { claim.covers(check: $0.check, name: $0.name) }
                return covered.isEmpty || covered.contains { $0.status != .pass }
            }.map { ($0, step) }
        }
    }

    /// `Step 3 of 5 done — next: Step 4: Sort the rows`, or what is still missing.
    public func summary(_ grades: [ExerciseGrade]) -> String {
        let count = tutorial.steps.count
        let unmet = unmet(grades)
        guard let first = unmet.first else {
            if step == count { return "Step \(step) of \(count) done — that was the last step: the exercise is finished" }
            return "Step \(step) of \(count) done — next: \(tutorial.steps[step].heading)"
        }
        let more = unmet.count > 1 ? " (and \(unmet.count - 1) more)" : ""
        // The step is named once: its title when it is the step asked about, else its number and title.
        let which = first.step.number == step ? "“\(first.step.title)”" : "step \(first.step.number), “\(first.step.title)”,"
        return "Step \(step) of \(count) not done yet: \(which) still needs `\(first.claim.text)`\(more)"
    }
}
