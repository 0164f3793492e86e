internal import SwiftSyntax

/// Praise for `.visibilityPriority`, iOS 27's way to keep the important toolbar items when space runs out.
struct VisibilityPriorityPraise: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "visibility-priority-praise", kind: .celebratory,
        summary: "A toolbar that says which items matter when space runs out.",
        section: TeachingSection(lesson: "lesson22", anchor: "#new-in-ios-27")
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("visibilityPriority").map {
            Finding($0.nameNode, "`.visibilityPriority` tells the toolbar what to keep when space runs out, so the narrowest iPhone still shows what matters most.")
        }
    }
}
