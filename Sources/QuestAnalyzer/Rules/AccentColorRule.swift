internal import SwiftSyntax

/// `.accentColor(…)`: deprecated; `.tint` replaces it.
struct AccentColorRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "accent-color", kind: .informative,
        summary: "`.accentColor` is deprecated: `.tint`."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("accentColor").map { Finding($0.nameNode, "`.accentColor` is deprecated: write `.tint(…)`.") }
    }
}
