internal import SwiftSyntax

/// `.onChange(of: query) { results = trips.filter { … } }`: a second copy of the data in `@State`, kept in step by
/// hand. Every other change (an added trip, a new order) leaves it stale; a computed property cannot be.
struct FilteredCopyInStateRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "filtered-copy-in-state", kind: .actionable,
        summary: "A filtered or sorted copy kept in @State and refreshed in .onChange goes stale; compute it instead.",
        section: TeachingSection(lesson: "lesson22", anchor: "#notes")
    )

    static let refreshers: Set<String> = ["onChange", "onReceive", "onSubmit", "onAppear", "task"]
    static let derivations: Set<String> = ["filter", "sorted", "compactMap", "prefix", "reversed"]

    func findings(in file: SyntaxIndex) -> [Finding] {
        let stateNames = Set(file.properties(withAttribute: "State").flatMap(\.names))
        var found: [Finding] = []
        for call in file.calls where Self.refreshers.contains(call.memberName ?? "") && call.memberName != nil {
            guard let closure = call.closure else { continue }
            for assignment in closure.assignments() {
                guard let target = assignment.target.referencedName, stateNames.contains(target),
                      Self.derivations.contains(where: { name in assignment.value.contains { $0.containsCall(name) } }) else { continue }
                found.append(Finding(assignment.target, "`\(target)` is a copy of other state, refreshed in `.\(call.memberName!)`: any change it does not watch (a trip added, the order changed) leaves it stale. Make it a computed property (`private var \(target): [...] { … }`) and SwiftUI recomputes it on every change."))
            }
        }
        return found
    }
}

extension SyntaxProtocol {
    /// Every `target = value` written inside this node.
    func assignments() -> [(target: ExprSyntax, value: [ExprSyntax])] {
        var found: [(ExprSyntax, [ExprSyntax])] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                found.append((infix.leftOperand, [infix.rightOperand]))
            } else if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                for (offset, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) && offset > 0
                    && offset + 1 < elements.count {
                    found.append((elements[offset - 1], Array(elements[(offset + 1)...])))
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }
}
