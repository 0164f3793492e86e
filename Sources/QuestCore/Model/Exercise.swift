/// An exercise: prose plus one `quest-exercise` block naming what the learner writes and how it is checked.
public struct Exercise: Hashable, Codable, Sendable {
    /// Unique in the lesson, e.g. `list-toolbar-search`.
    public var id: String
    /// `## Exercise: <title>`'s title, or `Exercise`.
    public var title: String
    /// The exercise prose as Markdown (the `quest-exercise` block removed).
    public var prompt: String
    /// The type the learner writes (`ContentView`, `Router`).
    public var entry: String
    /// Check names, e.g. `toolbar-layout`, `search-filter`: built-in ones (`BuiltInCheck`) or the lesson's own
    /// (`LessonCheckFile`).
    public var checks: [String]
    /// Folders relative to `Lessons/`, when given.
    public var starter: String?
    public var solution: String?
    public var mutants: String?
    /// The block's `advice:` items: analyzer rules turned off or raised for this exercise.
    public var advice: [AdviceSetting] = []
    /// The line of the `quest-exercise` block's opening fence.
    public var line: Int

    public init(
        id: String, title: String, prompt: String, entry: String, checks: [String],
        starter: String? = nil, solution: String? = nil, mutants: String? = nil, line: Int
    ) {
        self.id = id
        self.title = title
        self.prompt = prompt
        self.entry = entry
        self.checks = checks
        self.starter = starter
        self.solution = solution
        self.mutants = mutants
        self.line = line
    }
}
