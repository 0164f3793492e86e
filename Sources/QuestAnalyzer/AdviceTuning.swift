public import QuestCore

/// A lesson's changes to the rules for one exercise, from its `quest-exercise` block's `advice:` line
/// (`advice: any-view off, non-private-state actionable`): a rule turned off, or raised to a more pressing kind.
public struct AdviceTuning: Hashable, Sendable {
    /// An item that cannot be applied, at its place: an unknown rule, an unknown setting, or a kind that lowers.
    public struct Problem: Hashable, Sendable {
        /// `unknown-advice-rule` or `bad-advice-setting`.
        public var code: String
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// Rules turned off.
    public private(set) var off: Set<String> = []
    /// Rules raised, to the kind given.
    public private(set) var raised: [String: AdviceKind] = [:]
    public private(set) var problems: [Problem] = []

    /// No change to any rule.
    public init() {}

    /// Reads `entries`, keeping every one that applies and a problem for each that does not.
    public init(_ entries: [AdviceSetting]) {
        let known = Dictionary(uniqueKeysWithValues: Analyzer.rules.map { ($0.id, $0) })
        for entry in entries {
            guard let rule = known[entry.rule] else {
                problems.append(Problem(
                    code: "unknown-advice-rule",
                    message: "the analyzer has no rule `\(entry.rule)` (its rules are listed in Docs/analyzer.md and by `quest analyze --rules`)",
                    line: entry.line, column: entry.column
                ))
                continue
            }
            if entry.setting == "off" {
                off.insert(rule.id)
            } else if let kind = AdviceKind(rawValue: entry.setting), kind <= rule.kind {
                raised[rule.id] = kind
            } else {
                let kinds = AdviceKind.allCases.filter { $0 <= rule.kind }.map(\.rawValue).joined(separator: ", ")
                problems.append(Problem(
                    code: "bad-advice-setting",
                    message: "`\(entry.rule) \(entry.setting)`: a rule can be turned `off` or raised (`\(rule.id)` is \(rule.kind.rawValue): \(kinds))",
                    line: entry.line, column: entry.column
                ))
            }
        }
    }

    /// The kind `rule` gives under this tuning, or nil when it is off.
    func kind(of rule: AdviceRuleDescription) -> AdviceKind? {
        off.contains(rule.id) ? nil : (raised[rule.id] ?? rule.kind)
    }
}
