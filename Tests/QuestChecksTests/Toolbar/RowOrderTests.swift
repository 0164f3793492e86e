import Testing
@testable import QuestChecks

@Suite("Row orders")
struct RowOrderTests {
    @Test("name the order rows follow", arguments: [
        (["Ålesund", "item 2", "item 10", "Oslo"], "A–Z (localizedStandardCompare)"),
        (["Oslo", "Kyoto", "Cape Town"], "Z–A (localizedStandardCompare)"),
        (["Zagreb", "apple"], "Z–A (localizedStandardCompare)"),
        (["B", "a", "c"], "A–Z (<)"),
        (["Lisbon", "Oslo", "Kyoto"], nil),
        (["Oslo", "Oslo"], nil),
        ([], nil),
        // A flag or an emoji before each name: sorted by the name after it, not by the decoration.
        (["🇿🇦 Cape Town", "🇯🇵 Kyoto", "🇵🇹 Lisbon", "🇪🇸 Málaga"], "A–Z (localizedStandardCompare)"),
        (["⭐️ Oslo", "✈️ Kyoto"], "Z–A (localizedStandardCompare)"),
        (["🇯🇵 Kyoto", "🇿🇦 Cape Town", "🇵🇹 Lisbon"], nil),
    ] as [([String], String?)])
    func sortedOrder(rows: [String], order: String?) {
        #expect(RowOrder.sortedOrder(of: rows) == order)
    }

    @Test("find the rows an action added, a copy of a row already there and a row added twice included", arguments: [
        (["Oslo", "Kyoto"], ["Oslo", "New", "Kyoto", "Oslo"], [1, 3]),
        (["Oslo", "Kyoto"], ["Kyoto", "Oslo"], []),
        (["Oslo", "Kyoto"], ["New", "New"], [0, 1]),
        ([], ["A"], [0]),
        (["Oslo", "Oslo"], ["Oslo"], []),
    ] as [([String], [String], [Int])])
    func addedIndices(before: [String], after: [String], added: [Int]) {
        #expect(RowOrder.addedIndices(in: after, over: before) == added)
    }
}
