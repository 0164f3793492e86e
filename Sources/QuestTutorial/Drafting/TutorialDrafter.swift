/// Orders the changes from starter to solution into steps that each compile and turn at least one more check step
/// green, trying them with an evaluator (real compiles and check runs).
///
/// The search is deterministic. At each step it aims at the next check step to turn green (the first the solution
/// passes and the files so far do not) and tries the remaining changes one at a time, the ones whose words the target
/// step's name, failure and hint share first, then in file and reading order. A change that does not compile brings in
/// the changes that declare the names the compiler could not find (and the braces it sits in, and, when the compiler
/// names nothing, the members of the braces it brought), until the group compiles: so declarations always come before
/// their uses. The first group that turns something green and keeps every green step green is the next step.
///
/// When no single change's group does, each whole construct still to add is tried: a change with every change nested
/// in it (an Add button with its action's statements and its `.disabled`). When none does either (a tappable row and
/// the `.sheet` it opens are only observable together), the groups that compiled are combined: pairs first, those that got the target closer (its failure changed) first, then growing
/// sets of them, cut back to the groups the step needs. When no combination does either, the whole rest is cut down to
/// what the target step needs, one construct and one change at a time. Every distinct candidate counts against
/// `budget`; when it is
/// spent, the rest joins the last step. Changes that never turn anything green (a doc comment, a conformance the
/// checks do not test) join the last step, so that the last step ends exactly at the solution.
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
        /// True when no single group of changes turned its check steps green and a combination did.
        public var combined: Bool
    }

    /// What the drafter did, for the author and the drafting-time note.
    public struct Draft: Sendable {
        public var steps: [Step]
        /// Check steps that pass on the starter already.
        public var greenAtStart: [String]
        /// Changes that turned nothing green on their own and were put into the last step.
        public var joinedLastStep: [Int]
        /// Distinct candidates evaluated (each a compile and, when it compiles, a check run, or a cache read).
        public var evaluations: Int
        /// Of those, the combinations of groups tried when no single group turned anything green.
        public var combinations: Int
        /// The budget the search ran under, and whether it ran out.
        public var budget: Int
        public var budgetRanOut: Bool
        /// Why the draft has one step and how to split it; nil when it has more.
        public var oneStepReason: String?
    }

    public var changes: ChangeSet
    public var starter: [String: String]
    /// How many times the drafter may add providers to a group before giving up on that seed.
    public var maximumGrowth = 10
    /// The most distinct candidates one draft evaluates.
    public var budget = Self.defaultBudget
    /// `quest draft tutorial`'s budget unless `--budget` says otherwise: about two minutes of compiles on two cores.
    public static let defaultBudget = 200
    /// How many compiled groups the combination search pairs and stacks.
    public var combinationWidth = 6
    /// Told about each candidate as it is evaluated (`quest draft tutorial --trace`).
    public var trace: ((String) -> Void)?

    public init(changes: ChangeSet, starter: [String: String]) {
        self.changes = changes
        self.starter = starter
    }

    struct BudgetSpent: Error {}

    /// A group of changes tried at one step, with what evaluating it gave.
    private struct Tried {
        /// The change the group grew from.
        var seed: Int
        var group: Set<Int>
        var evaluation: Evaluation
        /// 2 when the target step's failure changed, 1 when another failing step's did, 0 otherwise.
        var progress: Int
        var relevance: Int
    }

    public func draft<Evaluator: CandidateEvaluator>(with evaluator: inout Evaluator) throws -> Draft {
        var memo: [Set<Int>: Evaluation] = [:]
        var combinations = 0
        var countingCombinations = false
        func evaluate(_ chosen: Set<Int>) throws -> Evaluation {
            if let known = memo[chosen] { return known }
            guard memo.count < budget else { throw BudgetSpent() }
            let evaluation = try evaluator.evaluate(changes.files(applying: chosen, to: starter))
            memo[chosen] = evaluation
            if countingCombinations { combinations += 1 }
            trace?(describe(memo.count, chosen, evaluation))
            return evaluation
        }
        let all = Set(changes.changes.indices)
        guard let finalPassing = try evaluate(all).passing else {
            throw DraftError.solutionDoesNotPass("the solution's files do not compile")
        }
        let start = try evaluate([])
        guard let startPassing = start.passing else {
            throw DraftError.couldNotRun("the starter's files do not compile")
        }
        let finalSet = Set(finalPassing)
        var applied: Set<Int> = []
        var passing = startPassing
        var current = start
        var steps: [Step] = []
        var budgetRanOut = false
        while applied.count < all.count {
            let target = finalPassing.first { !passing.contains($0) }
            func accepts(_ evaluation: Evaluation) -> [String]? {
                guard let now = evaluation.passing, Set(now).isSuperset(of: passing), Set(now) != Set(passing),
                      Set(now).isSubset(of: finalSet.union(passing)) else { return nil }
                return now
            }
            var pool: [Tried] = []
            var found: (group: Set<Int>, passing: [String], combined: Bool)?
            do {
                found = try single(applied: applied, passing: passing, current: current, target: target, pool: &pool,
                                   accepts: accepts, evaluate: evaluate)
                if found == nil {
                    found = try constructs(applied: applied, passing: passing, current: current, target: target,
                                           pool: &pool, accepts: accepts, evaluate: evaluate)
                }
                if found == nil {
                    countingCombinations = true
                    defer { countingCombinations = false }
                    found = try combined(pool, applied: applied, accepts: accepts, evaluate: evaluate)
                    if found == nil, let target {
                        found = try reduced(target: target, applied: applied, all: all, accepts: accepts, evaluate: evaluate)
                    }
                    if let combination = found, let target, combination.passing.contains(target) {
                        let seeds = Set(pool.map(\.seed)).intersection(combination.group)
                        let smaller = try cutBack(combination.group, seeds: seeds, target: target, applied: applied,
                                                  accepts: accepts, evaluate: evaluate)
                        found = (smaller.0, smaller.1, true)
                    }
                }
            } catch is BudgetSpent {
                budgetRanOut = true
            }
            guard let (group, now, isCombination) = found else { break }
            applied.formUnion(group)
            steps.append(step(group, newlyGreen: Self.newlyGreen(now, after: passing), applied: applied, combined: isCombination))
            passing = now
            current = memo[applied] ?? .ran(passing: now)
        }
        let rest = all.subtracting(applied)
        if !rest.isEmpty {
            if steps.isEmpty || Set(finalPassing) != Set(passing) {
                steps.append(step(rest, newlyGreen: Self.newlyGreen(finalPassing, after: passing), applied: all, combined: false))
            } else {
                let last = steps.removeLast()
                steps.append(step(Set(last.changes).union(rest), newlyGreen: last.turnsGreen, applied: all, combined: last.combined))
            }
        }
        let reason = steps.count == 1
            ? oneStepReason(green: Self.newlyGreen(finalPassing, after: startPassing), budgetRanOut: budgetRanOut, evaluations: memo.count)
            : nil
        return Draft(
            steps: steps, greenAtStart: startPassing, joinedLastStep: rest.sorted(), evaluations: memo.count,
            combinations: combinations, budget: budget, budgetRanOut: budgetRanOut, oneStepReason: reason
        )
    }

    /// The check steps of `now` not in `before`, in `now`'s order.
    static func newlyGreen(_ now: [String], after before: [String]) -> [String] {
        let earlier = Set(before)
        return now.filter { !earlier.contains($0) }
    }

    /// Tries each remaining change on its own (grown until it compiles), most relevant to `target` first; the first
    /// that `accepts`, or nil with `pool` holding the groups that compiled and broke nothing.
    private func single(
        applied: Set<Int>, passing: [String], current: Evaluation, target: String?, pool: inout [Tried],
        accepts accept: (Evaluation) -> [String]?, evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String], Bool)? {
        let relevance = relevance(to: target, current)
        // A seed's own lines, not the braces it needs: else the last item of a block outranks the block's first.
        let seeds = changes.changes.indices.filter { !applied.contains($0) }
            .map { (seed: $0, relevance: relevance([$0])) }
            .sorted { ($0.relevance, -$0.seed) > ($1.relevance, -$1.seed) }
        var seen: Set<Set<Int>> = []
        // Changes already inside a group that compiled and turned nothing green: on their own they would do less.
        var covered: Set<Int> = []
        for (seed, _) in seeds where !covered.contains(seed) {
            guard let (group, evaluation) = try grow(changes.withRequirements([seed]), applied: applied, evaluate: evaluate),
                  seen.insert(group).inserted, let now = evaluation.passing else { continue }
            covered.formUnion(group)
            if let accepted = accept(evaluation) { return (group, accepted, false) }
            if !Set(now).isSuperset(of: passing) {
                if let repaired = try repair(group, seed: seed, applied: applied, accepts: accept, evaluate: evaluate) {
                    return (repaired.0, repaired.1, false)
                }
                continue
            }
            pool.append(Tried(seed: seed, group: group, evaluation: evaluation,
                              progress: Self.progress(evaluation, from: current, target: target), relevance: relevance([seed])))
        }
        return nil
    }

    /// Each whole construct still to add, tried on its own: a change with every change nested in it (`Button("Add")`
    /// with its action's statements and its `.disabled`), grown until it compiles. One change of such a construct
    /// often does nothing a check sees (an Add button whose action is empty adds nothing), and the pairs of groups the
    /// combination search tries miss a construct of three or more; whole, it is often the step. The first that
    /// `accepts`, or nil with the groups that compiled and broke nothing added to `pool` for the combinations.
    private func constructs(
        applied: Set<Int>, passing: [String], current: Evaluation, target: String?, pool: inout [Tried],
        accepts accept: (Evaluation) -> [String]?, evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String], Bool)? {
        let relevance = relevance(to: target, current)
        var seen = Set(pool.map(\.group))
        let open = changes.changes.indices.filter { !applied.contains($0) }
        let wholes = open.filter { changes.changes[$0].requires.isSubset(of: applied) }
            .map { root in (root: root, whole: Set(open.filter { changes.changes[$0].requires.contains(root) }).union([root])) }
            .filter { $0.whole.count > 1 }
            .sorted { (relevance($0.whole), -$0.root) > (relevance($1.whole), -$1.root) }
        for (root, whole) in wholes {
            guard let (group, evaluation) = try grow(whole, applied: applied, evaluate: evaluate),
                  seen.insert(group).inserted, let now = evaluation.passing, Set(now).isSuperset(of: passing)
            else { continue }
            if let accepted = accept(evaluation) { return (group, accepted, false) }
            pool.append(Tried(seed: root, group: group, evaluation: evaluation,
                              progress: Self.progress(evaluation, from: current, target: target), relevance: relevance(group)))
        }
        return nil
    }

    /// How many of the words of `target`'s name and failure a group's inserted lines share.
    private func relevance(to target: String?, _ current: Evaluation) -> (Set<Int>) -> Int {
        let words = Self.words(in: [target ?? ""] + [target.flatMap { current.failing[$0] } ?? ""])
        return { group in Self.words(in: group.flatMap { changes.changes[$0].insertedLines }).intersection(words).count }
    }

    /// 2 when `evaluation` changed the target step's failure, 1 when it changed another failing step's, 0 otherwise.
    private static func progress(_ evaluation: Evaluation, from current: Evaluation, target: String?) -> Int {
        if let target, evaluation.failing[target] != current.failing[target] { return 2 }
        return evaluation.failing != current.failing ? 1 : 0
    }

    /// Combinations of the groups that compiled on their own: pairs of the `combinationWidth` most promising, then
    /// the growing union of them, cut back to the groups it needs.
    private func combined(
        _ pool: [Tried], applied: Set<Int>, accepts: (Evaluation) -> [String]?, evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String], Bool)? {
        let ranked = pool.sorted { ($0.progress, $0.relevance, -($0.group.min() ?? 0)) > ($1.progress, $1.relevance, -($1.group.min() ?? 0)) }
        let top = Array(ranked.prefix(combinationWidth)).map(\.group)
        // Pairs of the best-ranked groups first (a group that got closer with the one whose code the failing step's
        // hint names), the smaller of equally ranked pairs first: a step should hold no more than it needs.
        var pairs: [(first: Int, second: Int)] = []
        for first in top.indices { for second in top.indices where second > first { pairs.append((first, second)) } }
        pairs.sort { left, right in
            let leftKey = (left.first + left.second, top[left.first].union(top[left.second]).count, left.first)
            let rightKey = (right.first + right.second, top[right.first].union(top[right.second]).count, right.first)
            return leftKey < rightKey
        }
        for (first, second) in pairs {
            guard let (group, evaluation) = try grow(top[first].union(top[second]), applied: applied, evaluate: evaluate),
                  let now = accepts(evaluation) else { continue }
            return (group, now, true)
        }
        guard top.count >= 3 else { return nil }
        for size in 3...top.count {
            var members = Array(top.prefix(size))
            guard let (_, evaluation) = try grow(members.reduce([], { $0.union($1) }), applied: applied, evaluate: evaluate),
                  accepts(evaluation) != nil else { continue }
            // Cut back: drop each group the step does not need, last first.
            for member in members.indices.reversed() where members.count > 1 {
                var without = members
                without.remove(at: member)
                if let (_, smaller) = try grow(without.reduce([], { $0.union($1) }), applied: applied, evaluate: evaluate),
                   accepts(smaller) != nil {
                    members = without
                }
            }
            guard let (group, final) = try grow(members.reduce([], { $0.union($1) }), applied: applied, evaluate: evaluate),
                  let now = accepts(final) else { continue }
            return (group, now, true)
        }
        return nil
    }

    /// Everything still to add, cut down to what `target` needs: each whole construct (a change with the changes
    /// nested in it), then each change no other needs, is left out, last first, while `target` still turns green and
    /// nothing green turns red. Bottom-up, a step that needs several constructs at once (a `.task` that sets the
    /// filter, the computed list it filters and the `List` that shows it) is found only when the pairs happen to rank
    /// it; top-down from the solution, which passes, it is found in one candidate per construct and change. Nil when
    /// nothing can be left out.
    private func reduced(
        target: String, applied: Set<Int>, all: Set<Int>, accepts: (Evaluation) -> [String]?,
        evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String], Bool)? {
        let open = all.subtracting(applied)
        var kept = open
        guard var now = accepts(try evaluate(all)), now.contains(target) else { return nil }
        func dependents(_ unit: Set<Int>) -> Set<Int> {
            unit.union(kept.filter { !changes.changes[$0].requires.isDisjoint(with: unit) })
        }
        let roots = open.filter { changes.changes[$0].requires.isSubset(of: applied) }.sorted()
        let units = roots.map { Set([$0]) } + open.sorted().map { Set([$0]) }
        for unit in units.reversed() where unit.isSubset(of: kept) {
            let without = kept.subtracting(dependents(unit))
            guard !without.isEmpty, let smaller = accepts(try evaluate(applied.union(without))), smaller.contains(target)
            else { continue }
            kept = without
            now = smaller
        }
        return kept == open ? nil : (kept, now, true)
    }

    /// A combination cut back one seed at a time, last first: each change a combined group grew from that no other
    /// change of the group needs is left out when the target still turns green without it (the bare `.alert` braces,
    /// not the alert with its Remove button). Only seeds, not what they brought along, to keep the cost to a few
    /// candidates.
    private func cutBack(
        _ group: Set<Int>, seeds: Set<Int>, target: String, applied: Set<Int>, accepts: (Evaluation) -> [String]?,
        evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String]) {
        var group = group
        var now = try accepts(evaluate(applied.union(group))) ?? []
        for change in seeds.sorted().reversed() {
            guard !group.contains(where: { $0 != change && changes.changes[$0].requires.contains(change) }) else { continue }
            let without = group.subtracting([change])
            guard !without.isEmpty, let smaller = accepts(try evaluate(applied.union(without))), smaller.contains(target) else { continue }
            group = without
            now = smaller
        }
        return (group, now)
    }

    /// `start` with, while it does not compile, the changes declaring what the compiler says is missing, or, when it
    /// names nothing, the statements inside the braces the group holds (a type's members); nil when neither helps.
    private func grow(
        _ start: Set<Int>, applied: Set<Int>, evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, Evaluation)? {
        var group = changes.withRequirements(start).subtracting(applied)
        for _ in 0...maximumGrowth {
            let evaluation = try evaluate(applied.union(group))
            guard case .didNotCompile = evaluation else { return (group, evaluation) }
            var providers = provider(of: evaluation.missingNames, for: group, applied: applied)
            if providers.isEmpty {
                // Nothing named: fill the braces the group holds. A new type gets all its members at once (its
                // stored properties, initialiser and body go together); a view's block its first missing statement,
                // so that the step holds no more of a new view than it needs.
                let present = group.union(applied)
                for brace in group.sorted() {
                    let children = changes.changes.filter {
                        $0.requires.contains(brace) && !present.contains($0.index) && $0.requires.isSubset(of: present)
                    }
                    guard let first = children.first else { continue }
                    if changes.changes[brace].isType { providers.formUnion(children.map(\.index)) } else { providers.insert(first.index) }
                }
            }
            guard !providers.isEmpty else { return nil }
            group.formUnion(changes.withRequirements(providers).subtracting(applied))
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
        _ group: Set<Int>, seed: Int, applied: Set<Int>, accepts: (Evaluation) -> [String]?, evaluate: (Set<Int>) throws -> Evaluation
    ) throws -> (Set<Int>, [String])? {
        let path = changes.changes[seed].path
        for change in changes.changes where change.path == path && !applied.contains(change.index) && !group.contains(change.index) {
            let larger = group.union(changes.withRequirements([change.index])).subtracting(applied)
            guard let now = accepts(try evaluate(applied.union(larger))) else { continue }
            return (larger, now)
        }
        return nil
    }

    private func step(_ group: Set<Int>, newlyGreen: [String], applied: Set<Int>, combined: Bool) -> Step {
        let files = changes.files(applying: applied, to: starter)
        let paths = Set(group.map { changes.changes[$0].path })
        return Step(
            changes: group.sorted(), turnsGreen: newlyGreen, files: files,
            changedPaths: changes.paths.filter(paths.contains), combined: combined
        )
    }

    /// One line of `--trace`: `#12 [0 2 5]: green link-router › /trips/42 shows trip 42` or `#13 [3]: did not compile: …`.
    private func describe(_ number: Int, _ chosen: Set<Int>, _ evaluation: Evaluation) -> String {
        let set = "#\(number) [" + chosen.sorted().map(String.init).joined(separator: " ") + "]: "
        switch evaluation {
        case .ran(let passing, _): return set + "green " + (passing.isEmpty ? "nothing" : passing.joined(separator: "; "))
        case .didNotCompile(let errors): return set + "did not compile: " + (errors.first ?? "")
        }
    }

    /// Why a draft came out as one step, and what the author can do about it.
    private func oneStepReason(green: [String], budgetRanOut: Bool, evaluations: Int) -> String {
        let first = green.first.map { "`\($0)`" } ?? "no check step"
        if budgetRanOut {
            return "the search tried its budget of \(budget) candidates before it found a smaller step; draft again "
                + "with a larger --budget (\(budget * 2)) to search further."
        }
        if green.isEmpty {
            return "the solution turns no check step green that the starter does not pass already: a step needs a "
                + "check step to prove it. Run `quest check` on the solution to see what its checks report."
        }
        if green.count == 1 {
            return "the checks turn only \(first) green between the starter and the solution, and each tutorial step "
                + "needs a check step of its own to prove it. To split it, give the check one step per behaviour the "
                + "exercise builds (Docs/checks.md: one `check.step` each)."
        }
        return "no change, pair or set of changes smaller than the whole solution turns \(first) green (\(evaluations) "
            + "candidates tried): it needs every change at once. To split it, give the check an earlier step that "
            + "part of the code passes (a control that exists before it does anything), or move code the exercise "
            + "does not teach into the starter."
    }

    /// The words of `lines` worth matching between code and a check step's name, failure and hint: identifiers and
    /// string contents of three letters or more, lowercased, without Swift's and SwiftUI's most common words.
    static func words(in lines: [String]) -> Set<String> {
        let common: Set<String> = [
            "var", "let", "private", "state", "some", "view", "func", "return", "self", "true", "false", "the", "and",
            "struct", "body", "text", "import", "swiftui", "for", "with", "that", "this", "its", "int", "string",
        ]
        var words: Set<String> = []
        for line in lines {
            var word = ""
            for character in line + " " {
                if character.isLetter || character.isNumber {
                    // `trip.name` and `tripName` both give `trip` and `name`.
                    if character.isUppercase && !word.isEmpty && word.last?.isLowercase == true {
                        if word.count >= 3 && !common.contains(word.lowercased()) { words.insert(word.lowercased()) }
                        word = ""
                    }
                    word.append(character)
                } else {
                    if word.count >= 3 && !common.contains(word.lowercased()) { words.insert(word.lowercased()) }
                    word = ""
                }
            }
        }
        return words
    }
}
