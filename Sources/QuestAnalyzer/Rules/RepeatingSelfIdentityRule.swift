internal import SwiftSyntax

/// `ForEach(names, id: \.self)` over an array the code appends to without checking for the value first (no
/// `names.contains(…)`): two equal values get one identity, so SwiftUI
/// shows, animates or deletes the wrong row (and warns about duplicate IDs).
struct RepeatingSelfIdentityRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "repeating-self-identity", kind: .actionable,
        summary: "`id: \\.self` over an array that grows: two equal values share one identity."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        // An array the code checks before adding (`if !names.contains(name)`) keeps its values unique.
        let grown = Self.grownArrays(in: file).subtracting(file.changedArrays(by: ["contains"], operators: []))
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
        file.changedArrays(by: ["append", "insert"], operators: ["+="])
    }
}
