internal import SwiftSyntax

/// `.onChange(of: query) { newValue in … }`: the one-argument form is deprecated since iOS 17.
struct OneArgumentOnChangeRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "one-argument-on-change", kind: .actionable,
        summary: "The one-parameter `.onChange(of:perform:)` is deprecated: zero or two parameters."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.memberCalls("onChange").compactMap { call in
            let perform = call.arguments.contains { $0.label?.text == "perform" }
            guard perform || call.closure?.parameterCount == 1 else { return nil }
            return Finding(call.nameNode, "This `.onChange` uses the form deprecated in iOS 17, whose closure takes one value. Write `.onChange(of: value) { oldValue, newValue in … }`, or `{ … }` with no parameters to read the new value from the property itself.")
        }
    }
}
