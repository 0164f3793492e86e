public import QuestCore

/// One line of `quest validate`'s summary table, with the problems that make it fail.
public struct ValidationRow: Hashable, Sendable {
    /// The lesson's slug, or its file when it could not be parsed.
    public var lesson: String
    /// `lint`, `swift blocks (2)`, `list-toolbar-search · mutant sort-does-nothing`.
    public var item: String
    /// What must hold: `passes every check`, `fails search-filter`.
    public var expected: String
    /// What happened: `passed`, `failed toolbar-layout`, `did not compile`.
    public var result: String
    /// The errors, warnings and notes found, located in the lesson file.
    public var diagnostics: [Diagnostic]
    public var milliseconds: Int
    /// False when the item could not be judged because of a problem reported elsewhere (a check file that does not
    /// compile is reported once, on the lint row): such a row does not hold, but carries no error of its own.
    public var judged = true

    public init(
        lesson: String, item: String, expected: String, result: String, diagnostics: [Diagnostic] = [],
        milliseconds: Int = 0
    ) {
        self.lesson = lesson
        self.item = item
        self.expected = expected
        self.result = result
        self.diagnostics = diagnostics
        self.milliseconds = milliseconds
    }

    /// True when what was expected holds (warnings and notes allowed).
    public var holds: Bool { judged && !diagnostics.hasErrors }
}
