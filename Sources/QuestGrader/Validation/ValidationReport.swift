public import QuestCore

/// Everything one `quest validate` run found.
public struct ValidationReport: Hashable, Sendable {
    /// The lessons folder as the user named it.
    public var directory: String
    public var lessons: Int
    public var rows: [ValidationRow]
    /// Worker threads used.
    public var jobs: Int
    public var milliseconds: Int
    /// The seed of the checks' random probes every grading used (`ProbeSeed`; `quest validate --seed`).
    public var seed: UInt64

    public init(
        directory: String, lessons: Int, rows: [ValidationRow], jobs: Int, milliseconds: Int,
        seed: UInt64 = ProbeSeed.validation
    ) {
        self.directory = directory
        self.lessons = lessons
        self.rows = rows
        self.jobs = jobs
        self.milliseconds = milliseconds
        self.seed = seed
    }

    /// Every diagnostic, in file, line and column order.
    public var diagnostics: [Diagnostic] { rows.flatMap(\.diagnostics).sortedForDisplay() }

    /// True when everything holds: the exit code is 0.
    public var holds: Bool { rows.allSatisfy(\.holds) }

    /// `1 lesson, 21 items: 21 hold, 0 errors, 0 warnings (48.2 s, 2 jobs, seed 1)`.
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let diagnostics = self.diagnostics
        let failing = rows.filter { !$0.holds }.count
        let verdict = failing == 0 ? "all hold" : "\(failing) failing"
        return "\(count(lessons, "lesson")), \(count(rows.count, "item")): \(verdict), "
            + "\(count(diagnostics.filter { $0.severity == .error }.count, "error")), "
            + "\(count(diagnostics.filter { $0.severity == .warning }.count, "warning")) "
            + "(\(ValidationTable.seconds(milliseconds)), \(count(jobs, "job")), seed \(seed))"
    }
}
