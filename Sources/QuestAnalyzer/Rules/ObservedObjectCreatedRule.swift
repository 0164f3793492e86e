internal import SwiftSyntax

/// `@ObservedObject var store = TripStore()`: the view does not own what it observes, so each time its parent redraws
/// it, SwiftUI makes the view again and a fresh store with it, and the learner's data is gone.
struct ObservedObjectCreatedRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "observed-object-created", kind: .essential,
        summary: "An @ObservedObject the view creates itself is recreated, and emptied, whenever its parent redraws."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        file.properties(withAttribute: "ObservedObject").filter(\.hasInitialValue).map { property in
            let name = property.names.first ?? "it"
            return Finding(property, "`\(name)` is created by this view but marked @ObservedObject, so a redraw of its parent replaces it with a new, empty one: own it with @StateObject (or @State and an @Observable class), or pass it in from the view that owns it.")
        }
    }
}
