internal import SwiftSyntax

/// Praise for a toolbar item placed by its role (`.primaryAction`, `.confirmationAction`, `.cancellationAction`).
struct RolePlacementPraise: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "role-placement-praise", kind: .celebratory,
        summary: "A toolbar item placed by its role.",
        section: TeachingSection(lesson: "lesson22", anchor: "#notes")
    )

    static let roles: Set<String> = ["primaryAction", "confirmationAction", "cancellationAction", "destructiveAction"]

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.calls.compactMap { call in
            guard let placement = call.argument("placement"), let name = placement.memberName, Self.roles.contains(name)
            else { return nil }
            return Finding(placement, "`.\(name)` says what the item is for, not where it goes: the system places it right on every device.")
        }
    }
}
