import QuestUI
import Testing
@testable import QuestChecks

/// A toolbar a person cannot see: its bar hidden, or Add hidden. Laid out, it would pass the visibility step.
@Suite("Hidden toolbar controls")
@MainActor struct HiddenToolbarTests {
    struct Trips: View {
        let hidesBar: Bool
        let hidesAdd: Bool
        @State private var trips = ["Lisbon", "Kyoto", "Oslo"]

        var body: some View {
            NavigationStack {
                List(trips, id: \.self) { Text($0) }
                    .navigationTitle("Trips")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            if hidesAdd {
                                Button("Add", systemImage: "plus") { trips.append("New Trip") }.hidden()
                            } else {
                                Button("Add", systemImage: "plus") { trips.append("New Trip") }
                            }
                        }
                    }
                    .toolbar(hidesBar ? .hidden : .automatic, for: .navigationBar)
            }
        }
    }

    static let step = "Add stays visible on the narrowest iPhone (iPhone SE, 320 pt)"

    @Test("fails Add in a hidden navigation bar, and Add hidden itself, on the visibility step; passes it shown")
    func hidden() async throws {
        for (hidesBar, hidesAdd, says) in [(true, false, ".toolbar(.hidden, for: .navigationBar)"), (false, true, ".hidden() on it")] {
            let results = await ToolbarLayoutCheck(view: { Trips(hidesBar: hidesBar, hidesAdd: hidesAdd) }).run()
            let step = try #require(results.first { $0.name == Self.step })
            #expect(step.failed && step.actual.contains(says), "\(step)")
        }
        let shown = await ToolbarLayoutCheck(view: { Trips(hidesBar: false, hidesAdd: false) }).run()
        #expect(shown.first { $0.name == Self.step }?.status == .pass)
    }
}
