/// A file for one rule: the code, and the lines the rule must comment on (none: it must stay silent).
struct RuleFixture: CustomTestStringConvertible, Sendable {
    var rule: String
    var code: String
    var lines: [Int]

    /// Fires on each line marked `// ←` (1-based), and nowhere else.
    static func fires(_ rule: String, _ code: String) -> RuleFixture {
        let marked = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("// ←") }.map { $0.offset + 1 }
        return RuleFixture(rule: rule, code: code, lines: marked)
    }

    /// Must not fire anywhere.
    static func silent(_ rule: String, _ code: String) -> RuleFixture {
        RuleFixture(rule: rule, code: code, lines: [])
    }

    var testDescription: String { "\(rule) \(lines.isEmpty ? "silent" : "fires at \(lines)")" }
}

import Testing
