internal import SwiftSyntax

/// `.cornerRadius(…)`: deprecated; `.clipShape` replaces it.
struct CornerRadiusRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "corner-radius", kind: .informative,
        summary: "`.cornerRadius` is deprecated: `.clipShape`."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("cornerRadius").map { Finding($0.nameNode, "`.cornerRadius` is deprecated: write `.clipShape(.rect(cornerRadius: …))` (or `RoundedRectangle(cornerRadius:)` as a background).") }
    }
}
