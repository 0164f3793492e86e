public import QuestAnalyzer

/// The text report's Advice section, after the checks: one line per comment in the compiler's shape, then what to
/// read. Learner-derived text (the file name, the messages naming the learner's code) goes through `VisibleText`.
public enum AdviceText {
    /// The heading every format's advice carries, so a reader never mistakes it for a verdict.
    public static let heading = "Advice (a mentor's comments; they never change the checks' verdict)"

    /// The section's lines (empty when there is no advice).
    public static func render(_ advice: [Advice]) -> String {
        guard !advice.isEmpty else { return "" }
        var lines = ["", heading + ":"]
        for item in advice {
            lines.append("  " + VisibleText.line(item.description))
            if let section = item.section { lines.append("      read: \(VisibleText.line(section.description))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
