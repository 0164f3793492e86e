internal import SwiftSyntax

/// Praise for destinations keyed by a route type the learner declared (`.navigationDestination(for: Route.self)`).
struct TypedRoutesPraise: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "typed-routes-praise", kind: .celebratory,
        summary: "Navigation destinations keyed by a route enum.",
        section: TeachingSection(lesson: "lesson22", anchor: "#interview")
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("navigationDestination").compactMap { call in
            guard let type = call.argument("for")?.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self",
                  let name = type.base?.trimmedDescription, file.enumNames.contains(name) else { return nil }
            return Finding(type, "Routes as a type (`\(name)`): a route that does not exist does not compile, and each destination gets its values typed.")
        }
    }
}
