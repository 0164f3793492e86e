internal import SwiftSyntax

/// `class TripStore: ObservableObject` with `@Published`: the Observation framework's `@Observable` tracks what each
/// view reads, so a change redraws only the views that use it, with no property wrappers.
struct ObservableObjectRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "observable-object", kind: .informative,
        summary: "ObservableObject and @Published: @Observable is the current way."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.classes.filter { $0.inheritanceClause?.inheritedNames.contains("ObservableObject") ?? false }.map { model in
            Finding(model.name, "`\(model.name.text)` is an `ObservableObject`. Since iOS 17, mark the class `@Observable` instead: no `@Published`, views hold it in `@State` (or take it as a plain property), and a change redraws only the views that read what changed.")
        }
    }
}
