/// One item of a `quest-exercise` block's `advice:` line, as written (`any-view off`, `non-private-state essential`):
/// which analyzer rule, and `off` or the kind to raise it to. The analyzer (QuestAnalyzer) decides whether the rule
/// and the setting exist, and says where when they do not.
public struct AdviceSetting: Hashable, Codable, Sendable {
    public var rule: String
    public var setting: String
    /// Where the rule's name is written in the lesson file.
    public var line: Int
    public var column: Int

    public init(rule: String, setting: String, line: Int, column: Int) {
        self.rule = rule
        self.setting = setting
        self.line = line
        self.column = column
    }
}
