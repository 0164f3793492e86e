internal import SwiftSyntax

/// `.navigationBarLeading` / `.navigationBarTrailing`: deprecated names of fixed positions.
struct DeprecatedBarPlacementRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "navigation-bar-placement", kind: .actionable,
        summary: "`.navigationBarLeading/Trailing` placements are deprecated fixed positions.",
        section: TeachingSection(lesson: "lesson22", anchor: "#notes")
    )

    static let replacements = ["navigationBarLeading": "topBarLeading", "navigationBarTrailing": "topBarTrailing"]

    func findings(in file: SyntaxIndex) -> [Finding] {
        var found: [Finding] = []
        for call in file.calls {
            guard let placement = call.argument("placement"), let name = placement.memberName,
                  let replacement = Self.replacements[name] else { continue }
            found.append(Finding(placement, "`.\(name)` is deprecated. Say the item's role when it has one (`.primaryAction`, `.confirmationAction`, `.cancellationAction`), so the system places it on every device; otherwise write `.\(replacement)`."))
        }
        return found
    }
}
