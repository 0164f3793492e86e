/// The seed of the checks' random values (QuestChecks' `CheckRandom`: the ids the router check opens, the words the
/// search check types) for one grading run. The harness gets it as the third part of its first argument
/// (HarnessProtocol.md) and every report shows it, so a failure can be run again with the same probes.
public enum ProbeSeed {
    /// `quest validate`'s seed when `--seed` gives none: a course's validation is deterministic, so its CI never
    /// flips, and `--seed N` (or a loop over several) tries others. The same value as `CheckRandom.defaultSeed`.
    public static let validation: UInt64 = 1
    /// The largest seed `fresh()` draws: six digits, short enough to read in a report and type after `--seed`.
    public static let largestFresh: UInt64 = 999_999

    /// A new seed for one `quest check` run, from the system's generator.
    public static func fresh() -> UInt64 {
        UInt64.random(in: 1...largestFresh)
    }

    /// `--seed`'s value: a whole number from 0 to 18446744073709551615.
    public static func parse(_ text: String) -> UInt64? {
        UInt64(text)
    }
}
