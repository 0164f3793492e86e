/// `## Interview problem · Part N: Title`, with its `###` sub-parts.
public struct InterviewProblem: Hashable, Codable, Sendable {
    public var part: Int
    public var title: String
    /// Everything up to the first `###`, usually a block quote (Markdown).
    public var prompt: String
    /// `### Where this comes from` (Markdown), or nil.
    public var source: String?
    /// `### Answer` / `### Show the answer` (Markdown, code blocks included but the exercise block removed), or nil.
    public var answer: String?
    /// The code blocks of the answer, in order.
    public var code: [CodeBlock]
    /// `### What interviewers listen for` (Markdown), or nil.
    public var listenFor: String?
    /// A `quest-exercise` block inside the answer makes the problem gradable.
    public var exercise: Exercise?
    /// The line of the `##` heading.
    public var line: Int

    public init(
        part: Int, title: String, prompt: String, source: String? = nil, answer: String? = nil,
        code: [CodeBlock] = [], listenFor: String? = nil, exercise: Exercise? = nil, line: Int
    ) {
        self.part = part
        self.title = title
        self.prompt = prompt
        self.source = source
        self.answer = answer
        self.code = code
        self.listenFor = listenFor
        self.exercise = exercise
        self.line = line
    }
}
