/// A lesson's `## Build along` part: ordered steps from the starter to the solution, each a change the learner types,
/// runs and sees working, and the check steps that prove it.
public struct Tutorial: Hashable, Codable, Sendable {
    /// Prose before the first step, as Markdown (may be empty).
    public var intro: String
    public var steps: [TutorialStep]
    /// The line of the `## Build along` heading.
    public var line: Int
    /// The starter and solution folders (relative to `Lessons/`) the steps lead from and to: those of the lesson's
    /// first exercise that names both. Nil when no exercise does (the parser reports it).
    public var starter: String?
    public var solution: String?
    /// The exercises graded at each step: every exercise of the lesson that starts from `starter`.
    public var exerciseIDs: [String]

    public init(
        intro: String = "", steps: [TutorialStep], line: Int, starter: String? = nil, solution: String? = nil,
        exerciseIDs: [String] = []
    ) {
        self.intro = intro
        self.steps = steps
        self.line = line
        self.starter = starter
        self.solution = solution
        self.exerciseIDs = exerciseIDs
    }

    /// The learner's files after steps 1…`step` (1-based; 0 is the starter): each step's files replace those of the
    /// same path, and every other file stays as it was.
    public func files(afterStep step: Int, starter: [String: String]) -> [String: String] {
        var files = starter
        for earlier in steps.prefix(step) {
            for file in earlier.files { files[file.path] = file.code }
        }
        return files
    }

    /// The claims of steps 1…`step`, in order.
    public func claims(throughStep step: Int) -> [CheckClaim] {
        steps.prefix(step).flatMap(\.claims)
    }

    /// The first step whose claims cover the check step `name` of `check`, if any.
    public func step(claiming check: String, name: String) -> TutorialStep? {
        steps.first { $0.claims.contains { $0.covers(check: check, name: name) } }
    }
}

/// `### Step 2: Add a search field`: prose, the code at that step, and what it turns green.
public struct TutorialStep: Hashable, Codable, Sendable {
    /// 1-based, as the heading numbers it.
    public var number: Int
    public var title: String
    /// The step's Markdown without its code files and its `Turns green:` list.
    public var prose: String
    /// Whole files as they are after this step; files not listed are unchanged.
    public var files: [TutorialFile]
    /// The check steps this step turns green.
    public var claims: [CheckClaim]
    /// The line of the `### Step` heading.
    public var line: Int

    public init(number: Int, title: String, prose: String, files: [TutorialFile], claims: [CheckClaim], line: Int) {
        self.number = number
        self.title = title
        self.prose = prose
        self.files = files
        self.claims = claims
        self.line = line
    }

    /// `Step 4: Sort the rows`.
    public var heading: String { "Step \(number): \(title)" }
}

/// A ```` ```swift file=ContentView.swift ```` block of a step: the whole file at that step.
public struct TutorialFile: Hashable, Codable, Sendable {
    /// Relative to the learner's folder.
    public var path: String
    public var code: String
    /// The line of the opening fence.
    public var line: Int

    public init(path: String, code: String, line: Int) {
        self.path = path
        self.code = code
        self.line = line
    }
}

/// An item of a step's `Turns green:` list: `search-filter › the list has a search field`, or a whole check
/// (`search-filter`: every step it reports).
public struct CheckClaim: Hashable, Codable, Sendable {
    /// The check's name (`search-filter`).
    public var check: String
    /// The check step's name, or nil for every step of the check.
    public var step: String?
    public var line: Int

    public init(check: String, step: String?, line: Int) {
        self.check = check
        self.step = step
        self.line = line
    }

    /// The separator between a check and its step's name, as written and as `quest check` prints it.
    public static let separator = " › "

    /// True when the result `name` of `check` is one this claim names.
    public func covers(check: String, name: String) -> Bool {
        check == self.check && (step == nil || step == name)
    }

    /// `search-filter › the list has a search field`.
    public var text: String { step.map { check + Self.separator + $0 } ?? check }
}
