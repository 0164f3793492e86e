internal import SwiftSyntax

/// `.foregroundColor(…)`: deprecated; `.foregroundStyle` replaces it.
struct ForegroundColorRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "foreground-color", kind: .informative,
        summary: "`.foregroundColor` is deprecated: `.foregroundStyle`."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("foregroundColor").map { Finding($0.nameNode, "`.foregroundColor` is deprecated: write `.foregroundStyle(…)`, which also takes gradients and the hierarchical styles (`.secondary`).") }
    }
}
