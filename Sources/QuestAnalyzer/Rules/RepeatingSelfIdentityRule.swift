internal import SwiftSyntax

/// `ForEach(names, id: \.self)` over an array the code appends to: two equal values get one identity, so SwiftUI
/// shows, animates or deletes the wrong row (and warns about duplicate IDs).
struct RepeatingSelfIdentityRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "repeating-self-identity", kind: .actionable,
        summary: "`id: \\.self` over an array that grows: two equal values share one identity."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        let grown = Self.grownArrays(in: file)
        var found: [Finding] = []
        for call in file.namedCalls("ForEach") + file.namedCalls("List") {
            guard let id = call.argument("id"), id.trimmedDescription == "\\.self",
                  let array = call.argument(nil)?.referencedName, grown.contains(array) else { continue }
            found.append(Finding(id, "`\(array)` gets new elements, and two equal ones would share the identity `\\.self`: SwiftUI then updates or deletes the wrong row. Store values with their own identity (a struct that is `Identifiable`, with `let id = UUID()`) and drop `id: \\.self`."))
        }
        return found
    }

    /// Arrays the code adds to: `names.append(…)`, `names.insert(…)`, `names += …`.
    static func grownArrays(in file: SyntaxIndex) -> Set<String> {
        changedArrays(in: file, by: ["append", "insert"], operators: ["+="])
    }

    /// Arrays the code changes with one of `methods` (`names.remove(at:)`) or `operators` (`names += …`).
    static func changedArrays(in file: SyntaxIndex, by methods: Set<String>, operators: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for call in file.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  methods.contains(member.declName.baseName.text),
                  let base = member.base?.referencedName else { continue }
            names.insert(base)
        }
        for sequence in file.tree.sequences() {
            let elements = Array(sequence.elements)
            for (offset, element) in elements.enumerated() where offset > 0
                && (operators.contains(element.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
                    || (operators.contains("=") && element.is(AssignmentExprSyntax.self))) {
                if let name = elements[offset - 1].referencedName { names.insert(name) }
            }
        }
        return names
    }
}

extension SyntaxProtocol {
    /// Every unfolded operator sequence (`a += b`, `0..<n`) in this node.
    func sequences() -> [SequenceExprSyntax] {
        var found: [SequenceExprSyntax] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let sequence = node.as(SequenceExprSyntax.self) { found.append(sequence) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }
}
