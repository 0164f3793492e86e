internal import SwiftSyntax

/// `.navigationBarTitle(…)`: deprecated; `.navigationTitle` replaces it.
struct NavigationBarTitleRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "navigation-bar-title", kind: .informative,
        summary: "`.navigationBarTitle` is deprecated: `.navigationTitle`."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("navigationBarTitle").map { Finding($0.nameNode, "`.navigationBarTitle` is deprecated: write `.navigationTitle(…)`, and `.navigationBarTitleDisplayMode(.inline)` for the display mode.") }
    }
}
