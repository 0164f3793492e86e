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
        let functions = Dictionary(
            file.functions.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first }
        )
        var found: [Finding] = []
        for call in file.calls {
            guard let refresher = call.memberName, Self.refreshers.contains(refresher), let closure = call.closure else {
                continue
            }
            // The closure, and the view's own methods it calls by name (`refresh()`), one level deep.
            var bodies: [Syntax] = [Syntax(closure)]
            for inner in closure.calledFunctionNames() { if let function = functions[inner] { bodies.append(Syntax(function)) } }
            for body in bodies {
                for assignment in body.assignments() {
                    guard let target = assignment.target.referencedName, stateNames.contains(target),
                          Self.derivations.contains(where: { name in assignment.value.contains { $0.containsCall(name) } })
                    else { continue }
                    let ownCopy = assignment.value.contains { $0.contains { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == target } }
                    found.append(Finding(assignment.target, ownCopy
                        ? "`\(target)` is overwritten with a filtered copy of itself in `.\(refresher)`: what the filter drops is gone for good, and clearing the search cannot bring it back. Keep `\(target)` whole and show a computed property (`private var shown\(target.prefix(1).uppercased() + target.dropFirst()): [...] { … }`)."
                        : "`\(target)` is a copy of other state, refreshed in `.\(refresher)`: any change it does not watch (a trip added, the order changed) leaves it stale. Make it a computed property (`private var \(target): [...] { … }`) and SwiftUI recomputes it on every change."))
                }
            }
        }
        return found
    }
}

extension SyntaxProtocol {
    /// The names of the functions called bare inside this node (`refresh()`, `self.refresh()`).
    func calledFunctionNames() -> Set<String> {
        var names: Set<String> = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let name = call.calledName { names.insert(name) }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    names.insert(member.declName.baseName.text)
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return names
    }

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
