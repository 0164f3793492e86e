import QuestUI
import Testing
@testable import QuestChecks

/// A Sort menu whose orders are a picker's and whose direction is a switch beside them: right, though choosing the
/// switch again turns it off.
@Suite("A direction switch in the Sort menu")
@MainActor struct SortSwitchTests {
    struct Trips: View {
        @State private var trips = ["Lisbon", "Kyoto", "Oslo", "Cape Town"]
        @State private var byName = false
        @State private var descending = false

        var shown: [String] {
            let base = byName ? trips.sorted() : trips
            return descending ? Array(base.reversed()) : base
        }

        var body: some View {
            NavigationStack {
                List(shown, id: \.self) { Text($0) }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Menu("Sort") {
                                Picker("Sort by", selection: $byName) {
                                    Text("Date Added").tag(false)
                                    Text("Name").tag(true)
                                }
                                Toggle("Descending", isOn: $descending)
                            }
                        }
                        ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { trips.append("New Trip") } }
                    }
            }
        }
    }

    @Test("passes a Toggle beside the orders: the again step does not hold a switch to its first order")
    func directionSwitch() async {
        let results = await ToolbarLayoutCheck(view: { Trips() }).run()
        #expect(results.filter(\.failed).isEmpty, "\(results.filter(\.failed))")
    }
}
