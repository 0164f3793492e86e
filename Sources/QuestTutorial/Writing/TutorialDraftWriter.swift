public import QuestCore

/// Writes a drafted tutorial as the `## Build along` Markdown an author edits and commits: each step's title (the
/// first check step it turns green), its prose, the whole files it changes and its `Turns green:` list.
public struct TutorialDraftWriter: Sendable {
    public var lesson: Lesson
    public var starter: [String: String]

    public init(lesson: Lesson, starter: [String: String]) {
        self.lesson = lesson
        self.starter = starter
    }

    public func markdown(_ draft: TutorialDrafter.Draft, changes: ChangeSet) -> String {
        let solution = draft.steps.last?.files ?? starter
        let prose = StepProse(lesson: lesson, learnerFiles: Array(solution.values))
        var lines = [
            "## Build along", "",
            "Build the exercise in \(draft.steps.count == 1 ? "one step" : "\(draft.steps.count) steps"), from the starter to the solution. "
                + "After each step, run `quest check \(lesson.slug) --step <N>`: the checks that step turns green pass, "
                + "and those of the steps before it stay green.",
        ]
        var before = starter
        for (offset, step) in draft.steps.enumerated() {
            // The changes that turned the step's checks green come first; those joined to the last step because no
            // check observes them (a `Stepper` nothing tests) are explained after them.
            let joined = Set(draft.joinedLastStep)
            let ordered = step.changes.filter { !joined.contains($0) } + step.changes.filter(joined.contains)
            let added = ordered.flatMap { changes.changes[$0].insertedLines }
            let previousText = step.changedPaths.map { before[$0] ?? "" }.joined(separator: "\n")
            let apis = prose.introducedAPIs(added: added, before: previousText)
            lines += ["", "### Step \(offset + 1): \(Self.title(step))", "", prose.prose(apis: apis, paths: step.changedPaths)]
            for path in step.changedPaths {
                let code = step.files[path] ?? ""
                lines += ["", Self.fence(for: code) + "swift file=\(path)", code.hasSuffix("\n") ? String(code.dropLast()) : code, Self.fence(for: code)]
            }
            lines += ["", "Turns green:", ""]
            lines += step.turnsGreen.map { "- " + Self.claim($0) }
            before = step.files
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The step's first new green check step, as a heading: `The list has a search field`.
    static func title(_ step: TutorialDrafter.Step) -> String {
        guard let first = step.turnsGreen.first else { return "Finish the solution" }
        let name = first.components(separatedBy: CheckClaim.separator).dropFirst().joined(separator: CheckClaim.separator)
        // `the list has a search field` → `The list has…`; a name that starts with code (`popToRoot() empties…`) stays.
        let firstWord = name.prefix { !$0.isWhitespace }
        guard firstWord.allSatisfy({ $0.isLowercase }) else { return name }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A claim in backticks, so that Markdown leaves it alone (a name with a backtick is written bare).
    static func claim(_ text: String) -> String {
        text.contains("`") ? text : "`\(text)`"
    }

    /// Three backticks, or one more than the longest run in the code.
    static func fence(for code: String) -> String {
        var longest = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }
}
