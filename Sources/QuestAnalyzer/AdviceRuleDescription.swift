/// What a rule is, apart from how it looks at code: the catalogue `quest analyze --rules`, the docs and per-lesson
/// tuning read.
public struct AdviceRuleDescription: Hashable, Sendable {
    /// Lowercase words joined by hyphens (`navigation-view`), stable: lessons and Exercism comments name it.
    public var id: String
    /// The kind of comment it gives unless a lesson raises it.
    public var kind: AdviceKind
    /// One line: what it looks for.
    public var summary: String
    /// Where the course teaches the better way, when it does.
    public var section: TeachingSection?

    public init(id: String, kind: AdviceKind, summary: String, section: TeachingSection? = nil) {
        self.id = id
        self.kind = kind
        self.summary = summary
        self.section = section
    }

    /// Exercism's comment identifier: `swift.quest.navigation_view` (its website-copy repository keeps the comment's
    /// text at `analyzer-comments/swift/quest/navigation_view.md`).
    public var exercismComment: String { "swift.quest." + id.replacingOccurrences(of: "-", with: "_") }
}
