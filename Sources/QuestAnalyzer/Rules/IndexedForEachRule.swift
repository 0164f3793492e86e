internal import SwiftSyntax

/// `ForEach(0..<trips.count)` or `ForEach(trips.indices)` over an array whose length or order changes (the code appends, removes, moves, sorts or reassigns it): rows are identified by position,
/// so deleting one hands its state to its neighbour, and a row that outlives a removal reads past the end and crashes.
struct IndexedForEachRule: AdviceRule {
    static let description = AdviceRuleDescription(
        id: "indexed-foreach", kind: .actionable,
        summary: "ForEach over the indices of an array that changes identifies rows by position."
    )

    func findings(in file: SyntaxIndex) -> [Finding] {
        let changed = file.changedArrays(by: Self.changes, operators: ["+=", "="])
        var found: [Finding] = []
        for call in file.namedCalls("ForEach") + file.namedCalls("List") {
            guard let data = call.argument(nil) else { continue }
            guard let array = Self.indexedArray(data), changed.contains(array) else { continue }
            found.append(Finding(data, "Rows numbered by position (`\(data.trimmedDescription)`) get mixed up when `\(array)` changes: a deleted row's state moves to the next one, and a row can read past the end. Give the elements an identity (`Identifiable`, or `id:` a unique property) and write `ForEach(\(array)) { … }`, or `ForEach($\(array)) { $item in … }` to edit them."))
        }
        return found
    }

    /// What changes an array's length or order (a row's own field changing keeps positions).
    static let changes: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "move", "sort", "shuffle", "reverse",
        "removeSubrange", "popLast", "replaceSubrange",
    ]

    /// `trips` for `0..<trips.count`, `trips.indices` or `trips.indices.sorted()`-less forms; nil otherwise.
    static func indexedArray(_ data: ExprSyntax) -> String? {
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices" {
            return member.base?.referencedName
        }
        let parts = data.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        if parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "..<",
           let count = parts[2].as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count" {
            return count.base?.referencedName
        }
        return nil
    }
}
