import QuestAnalyzer

/// results.json's advice: an extra top-level `advice` array beside Exercism's version-3 keys (which stay as they
/// are, so the file stays a valid results.json), each comment with Exercism's `type` and the learner's place.
struct AdviceJSON: Encodable, Sendable {
    var rule: String
    var type: String
    var message: String
    var file: String
    var line: Int
    var column: Int
    var section: String?

    init(_ advice: Advice) {
        rule = advice.rule
        type = advice.kind.rawValue
        message = VisibleText.line(advice.message)
        file = VisibleText.line(advice.file)
        line = advice.line
        column = advice.column
        section = advice.section?.description
    }
}
