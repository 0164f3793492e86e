/// Orders the changes from starter to solution into steps that each compile and turn at least one more check step
/// green, trying them with an evaluator (real compiles and check runs).
///
/// The search is greedy and deterministic: at each step it tries the remaining changes in file order, then reading
/// order. A change that does not compile brings in the changes that declare the names the compiler could not find
/// (and the braces it sits in), until the group compiles; the first group that turns something green and keeps every
/// green step green is the next step. Changes that never turn anything green on their own (a doc comment, a
/// conformance the checks do not test) join the last step, so that the last step ends exactly at the solution.
public struct TutorialDrafter {
    /// One drafted step.
    public struct Step: Hashable, Sendable {
        /// Indices into the change set.
        public var changes: [Int]
        /// The check steps this step turns green, in the order the checks report them.
        public var turnsGreen: [String]
        /// The learner's files after this step.
        public var files: [String: String]
        /// Paths this step changes.
        public var changedPaths: [String]
    }

    /// What the drafter did, for the author and the drafting-time note.
    public struct Draft: Sendable {
        public var steps: [Step]
        /// Check steps that pass on the starter already.
        public var greenAtStart: [String]
        /// Changes that turned nothing green on their own and were put into the last step.
        public var joinedLastStep: [Int]
        /// Evaluations asked for (cached or not).
        public var evaluations: Int
    }

    public var changes: ChangeSet
    public var starter: [String: String]
    /// How many times the drafter may add providers to a group before giving up on that seed.
    public var maximumGrowth = 6

    public init(changes: ChangeSet, starter: [String: String]) {
        self.changes = changes
        self.starter = starter
    }

    public func draft<Evaluator: CandidateEvaluator>(with evaluator: inout Evaluator) throws -> Draft {
        var evaluations = 0
        func evaluate(_ chosen: Set<Int>) throws -> Evaluation {
            evaluations += 1
            return try evaluator.evaluate(changes.files(applying: chosen, to: starter))
        }
        let all = Set(changes.changes.indices)
        guard let finalPassing = try evaluate(all).passing else {
            throw DraftError.solutionDoesNotPass("the solution's files do not compile")
        }
        guard let startPassing = try evaluate([]).passing else {
            throw DraftError.couldNotRun("the starter's files do not compile")
        }
        var applied: Set<Int> = []
        var passing = startPassing
        var steps: [Step] = []
        while applied.count < all.count {
            var found: (group: Set<Int>, passing: [String])?
            for seed in changes.changes.indices where !applied.contains(seed) {
                guard let grown = try grow(seed, applied: applied, evaluate: evaluate), var now = grown.1.passing else { continue }
                var group = grown.0
                if !Set(now).isSuperset(of: passing) {
                    guard let repaired = try repair(group, seed: seed, applied: applied, passing: passing, evaluate: evaluate) else { continue }
                    (group, now) = repaired
                }
                guard Set(now) != Set(passing) else { continue }
                found = (group, now)
                break
            }
            guard let (group, now) = found else { break }
            applied.formUnion(group)
            steps.append(step(group, newlyGreen: Self.newlyGreen(now, after: passing), applied: applied))
            passing = now
        }
        let rest = all.subtracting(applied)
        if !rest.isEmpty {
            if steps.isEmpty || Set(finalPassing) != Set(passing) {
                steps.append(step(rest, newlyGreen: Self.newlyGreen(finalPassing, after: passing), applied: all))
            } else {
                let last = steps.removeLast()
                steps.append(step(Set(last.changes).union(rest), newlyGreen: last.turnsGreen, applied: all))
            }
        }
        return Draft(steps: steps, greenAtStart: startPassing, joinedLastStep: rest.sorted(), evaluations: evaluations)
    }

    /// The check steps of `now` not in `before`, in `now`'s order.
    static func newlyGreen(_ now: [String], after before: [String]) -> [String] {
        let earlier = Set(before)
        return now.filter { !earlier.contains($0) }
    }

    /// `seed` with the braces it needs and, while it does not compile, the changes declaring what the compiler says
    /// is missing; nil when no change declares it.
    private func grow(
        _ seed: Int, applied: Set<Int>, evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, Evaluation)? {
        var group = changes.withRequirements([seed]).subtracting(applied)
        for _ in 0...maximumGrowth {
            let evaluation = try evaluate(applied.union(group))
            guard case .didNotCompile = evaluation else { return (group, evaluation) }
            let providers = provider(of: evaluation.missingNames, for: group, applied: applied)
            guard !providers.isEmpty else { return nil }
            group.formUnion(changes.withRequirements(Set(providers)).subtracting(applied))
        }
        return nil
    }

    /// For each missing name, the change that declares it: one in a file the group already changes if there is one
    /// (`let id` in the same function, not a view's `let id: Int` in another file), else the first.
    private func provider(of missing: Set<String>, for group: Set<Int>, applied: Set<Int>) -> Set<Int> {
        let files = Set(group.map { changes.changes[$0].path })
        var providers: Set<Int> = []
        for name in missing.sorted() {
            let declaring = changes.changes.filter {
                !applied.contains($0.index) && !group.contains($0.index) && $0.declaredNames.contains(name)
            }
            if let chosen = declaring.first(where: { files.contains($0.path) }) ?? declaring.first { providers.insert(chosen.index) }
        }
        return providers
    }

    /// A group that turns an earlier green step red again (a check that passed on the starter only because nothing
    /// happened yet) is tried with each other change of the same file, in order, for one that keeps it green.
    private func repair(
        _ group: Set<Int>, seed: Int, applied: Set<Int>, passing: [String], evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String])? {
        let path = changes.changes[seed].path
        for change in changes.changes where change.path == path && !applied.contains(change.index) && !group.contains(change.index) {
            let larger = group.union(changes.withRequirements([change.index])).subtracting(applied)
            guard let now = try evaluate(applied.union(larger)).passing,
                  Set(now).isSuperset(of: passing), Set(now) != Set(passing) else { continue }
            return (larger, now)
        }
        return nil
    }

    private func step(_ group: Set<Int>, newlyGreen: [String], applied: Set<Int>) -> Step {
        let files = changes.files(applying: applied, to: starter)
        let paths = Set(group.map { changes.changes[$0].path })
        return Step(
            changes: group.sorted(), turnsGreen: newlyGreen, files: files,
            changedPaths: changes.paths.filter(paths.contains)
        )
    }
}
