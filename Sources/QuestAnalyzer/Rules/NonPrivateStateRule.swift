internal import SwiftSyntax

/// `@State var count = 0`: state belongs to the view that declares it; left internal, a caller can pass a value that
/// SwiftUI ignores after the first appearance, which looks like a bug in the caller.
struct NonPrivateStateRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "non-private-state", kind: .informative,
        summary: "@State (and @StateObject) with an initial value should be private."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        (file.properties(withAttribute: "State") + file.properties(withAttribute: "StateObject"))
            .filter { !$0.isPrivate && $0.hasInitialValue }
            .map { property in
                let name = property.names.first ?? "it"
                return Finding(property.bindingSpecifier, "Make `\(name)` `private`: it is this view's own state, and a value passed in from outside would be ignored after the view first appears (pass a `@Binding` when a parent needs it).")
            }
    }
}
