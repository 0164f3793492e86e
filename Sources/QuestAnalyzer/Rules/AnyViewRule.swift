internal import SwiftSyntax

/// `AnyView`: erases the type SwiftUI uses to tell views apart, so it redraws more and loses state across branches;
/// `@ViewBuilder` (or `Group`, `some View`) keeps it.
struct AnyViewRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "any-view", kind: .informative,
        summary: "AnyView hides the view's type from SwiftUI; @ViewBuilder keeps it."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        let calls = file.references.filter { $0.baseName.text == "AnyView" }.map { Finding($0, Self.message) }
        let types = file.typeNames.filter { $0.name.text == "AnyView" }.map { Finding($0, Self.message) }
        return calls + types
    }

    static let message = "`AnyView` hides the type SwiftUI uses to tell one view from another, so it redraws more and can lose state. Return `some View` from a `@ViewBuilder` property or function (an `if` or `switch` inside is fine) instead."
}
