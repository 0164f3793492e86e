/// Names the harness's own code relies on, which learner code may not use: the entry file is compiled in the
/// learner's module, so a learner type named `QuestChecks` (or `QuestHarness`) would shadow the module the entry file
/// spells out, run before the harness takes the run's secret, and could then read it. Learner code has no reason to
/// name quest's modules, so any use of them is refused before compiling, at the learner's line.
extension LearnerWorkspace {
    /// The modules and types of the harness that learner code must not name.
    public static let harnessNames = ["QuestChecks", "QuestHarness", "QuestDigest", "CCrypto", "CLinux"]

    /// Every use of a harness name in the learner's files, as an error at its line.
    public var harnessNameUses: [CompilerDiagnostic] {
        sources.flatMap { source in
            Self.harnessNames.flatMap { name in
                source.lines(mentioning: name).map { line in
                    CompilerDiagnostic(
                        severity: "error", file: source.path, line: line, column: 1,
                        message: "\(name) is the grader's own; learner code may not name it (it could forge results)",
                        inLearnerFile: true
                    )
                }
            }
        }
    }
}
