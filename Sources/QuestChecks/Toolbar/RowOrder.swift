import Foundation

/// Decides whether rows are sorted, in any of the orders a learner might reasonably sort names by.
///
/// `localizedStandardCompare` is what the lesson teaches (Finder order: case-insensitive, digits as numbers), but
/// `sorted()` on plain strings and case-insensitive comparison are both fine answers, so any of them counts.
public enum RowOrder {
    /// A way of ordering two strings that a learner might have used.
    public struct Comparison: Sendable {
        /// How the comparison reads in a message (`localizedStandardCompare`).
        public var name: String
        let ascending: @Sendable (String, String) -> Bool
    }

    /// The comparisons a sorted order may follow.
    public static let comparisons: [Comparison] = [
        Comparison(name: "localizedStandardCompare") { $0.localizedStandardCompare($1) != .orderedDescending },
        Comparison(name: "<") { $0 <= $1 },
        Comparison(name: "caseInsensitiveCompare") { $0.caseInsensitiveCompare($1) != .orderedDescending },
    ]

    /// How `rows` are sorted (`A–Z (localizedStandardCompare)`), or nil when they follow none of the orders.
    /// Fewer than two distinct rows are never called sorted: such an order proves nothing.
    /// Rows that begin with a decoration (a flag, an emoji, a symbol) count as sorted when they are sorted by the text
    /// after it: `🇿🇦 Cape Town` before `🇯🇵 Kyoto`.
    public static func sortedOrder(of rows: [String]) -> String? {
        guard Set(rows).count >= 2 else { return nil }
        if let order = sortedOrder(comparing: rows) { return order }
        let undecorated = rows.map(withoutDecoration)
        guard undecorated != rows, Set(undecorated).count >= 2 else { return nil }
        return sortedOrder(comparing: undecorated)
    }

    private static func sortedOrder(comparing rows: [String]) -> String? {
        for comparison in comparisons {
            if isSorted(rows, by: comparison.ascending) { return "A–Z (\(comparison.name))" }
            if isSorted(rows, by: { comparison.ascending($1, $0) }) { return "Z–A (\(comparison.name))" }
        }
        return nil
    }

    /// `row` without what comes before its first letter or digit (a flag, an emoji, a symbol and the spaces after it).
    static func withoutDecoration(_ row: String) -> String {
        String(row.drop { !$0.isLetter && !$0.isNumber })
    }

    /// True when `b` holds the same rows as `a`, each as many times, in any order.
    public static func isPermutation(_ a: [String], of b: [String]) -> Bool {
        a.count == b.count && a.sorted() == b.sorted()
    }

    /// The indices of the rows of `after` that `before` does not account for: each row of `before` accounts for one
    /// equal row of `after`, the first not yet taken, so a row added twice, or a copy of a row already there, counts.
    /// In `after`'s order: what an action added, or (the arguments the other way round) what it removed.
    public static func addedIndices(in after: [String], over before: [String]) -> [Int] {
        var remaining: [String: Int] = [:]
        for row in before { remaining[row, default: 0] += 1 }
        return after.indices.filter { index in
            guard let left = remaining[after[index]], left > 0 else { return true }
            remaining[after[index]] = left - 1
            return false
        }
    }

    private static func isSorted(_ rows: [String], by inOrder: (String, String) -> Bool) -> Bool {
        zip(rows, rows.dropFirst()).allSatisfy { inOrder($0, $1) }
    }
}
