internal import SwiftSyntax

/// `NavigationView`: deprecated since iOS 16; `NavigationStack` (or `NavigationSplitView`) pushes values, binds a path
/// and takes deep links, which the lessons build on.
struct NavigationViewRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "navigation-view", kind: .actionable,
        summary: "NavigationView is deprecated: NavigationStack or NavigationSplitView.",
        section: TeachingSection(lesson: "lesson22", anchor: "#interview")
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.references.filter { $0.baseName.text == "NavigationView" }.map {
            Finding($0, "`NavigationView` is deprecated. Use `NavigationStack` (one column; it can bind a path of routes and open deep links) or `NavigationSplitView` (columns).")
        }
    }
}
