internal import SwiftSyntax

/// `.navigationBarItems(leading:trailing:)`: deprecated, and pins items to fixed corners; `.toolbar` with placements
/// that say each item's role lets the system place them on every device.
struct BarItemsRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "navigation-bar-items", kind: .actionable,
        summary: "`.navigationBarItems` is deprecated: `.toolbar` with role placements.",
        section: TeachingSection(lesson: "lesson22", anchor: "#notes")
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("navigationBarItems").map {
            Finding($0.nameNode, "`.navigationBarItems` is deprecated and pins items to fixed corners. Use `.toolbar { ToolbarItem(placement: .primaryAction) { … } }`: a placement that says the item's role lets the system place it on every device.")
        }
    }
}
