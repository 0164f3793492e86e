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
    ] as [([String], String?)])
    func sortedOrder(rows: [String], order: String?) {
        #expect(RowOrder.sortedOrder(of: rows) == order)
    }
}
