import Foundation

/// Exercism's analyzer output for one solution: `analysis.json` (a `summary`, and `comments` each with its
/// `comment` identifier, `params` and `type`) and `tags.json` (`tags`), as its analyzer interface documents them.
///
/// Each comment's identifier is its rule's `exercismComment` (`swift.quest.navigation_view`); `params` carry the
/// learner's `file`, `line` and `column`, the rule's `message` about their code and, when the course teaches it, the
/// `section` (`lesson22#notes`), so the track's Markdown for the comment can show them.
public struct ExercismAnalysis: Sendable {
    public var advice: [Advice]
    public var tags: [String]

    public init(advice: [Advice], tags: [String]) {
        self.advice = advice
        self.tags = tags
    }

    /// One sentence over the comments, most pressing kind first (Exercism shows it above them).
    public var summary: String {
        let pressing = advice.filter { $0.kind == .essential }.count
        let suggested = advice.filter { $0.kind == .actionable }.count
        let notes = advice.filter { $0.kind == .informative }.count
        if pressing > 0 { return "There is \(Self.count(pressing, "thing")) to fix before this solution is safe to build on." }
        if suggested > 0 { return "The code works; \(Self.count(suggested, "change")) would make it the way SwiftUI intends." }
        if notes > 0 { return "Nicely done; \(Self.count(notes, "note")) on newer or clearer ways to write it." }
        return "Nicely done: nothing to change."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "one \(noun)" : "\(number) \(noun)s"
    }

    struct Document: Encodable {
        var summary: String
        var comments: [Comment]
    }

    struct Comment: Encodable {
        var comment: String
        var params: [String: String]
        var type: String
    }

    struct Tags: Encodable {
        var tags: [String]
    }

    /// `analysis.json`'s text: sorted keys, one comment per piece of advice.
    public var analysisJSON: String {
        let catalogue = Dictionary(uniqueKeysWithValues: Analyzer.rules.map { ($0.id, $0) })
        let comments = advice.map { advice in
            var params = [
                "file": advice.file, "line": String(advice.line), "column": String(advice.column), "message": advice.message,
            ]
            if let section = advice.section { params["section"] = section.description }
            return Comment(
                comment: catalogue[advice.rule]?.exercismComment ?? advice.rule, params: params, type: advice.kind.rawValue
            )
        }
        return Self.encode(Document(summary: summary, comments: comments))
    }

    /// `tags.json`'s text.
    public var tagsJSON: String { Self.encode(Tags(tags: tags)) }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and numbers only: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
