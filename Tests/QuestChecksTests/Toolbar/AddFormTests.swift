import QuestUI
import Testing
@testable import QuestChecks

/// An Add that opens a form: Save must close it and add the name typed; Cancel must add nothing.
@Suite("Add forms")
@MainActor struct AddFormTests {
    enum Flaw: CaseIterable { case none, staysOpen, ignoresName, cancelAdds }

    struct Trips: View {
        let flaw: Flaw
        let fieldLabel: String
        @State private var trips = ["Lisbon", "Kyoto", "Oslo"]
        @State private var adding = false
        @State private var name = ""

        var body: some View {
            NavigationStack {
                List(trips, id: \.self) { Text($0) }
                    .navigationTitle("Trips")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add", systemImage: "plus") { name = ""; adding = true }
                        }
                    }
                    .sheet(isPresented: $adding) {
                        NavigationStack {
                            Form { TextField(fieldLabel, text: $name) }
                                .toolbar {
                                    ToolbarItem(placement: .cancellationAction) {
                                        Button("Cancel") {
                                            if flaw == .cancelAdds { trips.append("Untitled") }
                                            adding = false
                                        }
                                    }
                                    ToolbarItem(placement: .confirmationAction) {
                                        Button("Save") {
                                            trips.append(flaw == .ignoresName ? "Trip \(trips.count + 1)" : name)
                                            if flaw != .staysOpen { adding = false }
                                        }
                                    }
                                }
                        }
                    }
            }
        }
    }

    static let step = "tapping Add adds exactly one row"

    private func addStep(_ flaw: Flaw, field: String = "Name") async throws -> CheckResult {
        let results = await ToolbarLayoutCheck(view: { Trips(flaw: flaw, fieldLabel: field) }).run()
        return try #require(results.first { $0.name == Self.step })
    }

    @Test("a form that closes on Save, adds the name typed and adds nothing on Cancel passes")
    func correct() async throws {
        let step = try await addStep(.none)
        #expect(step.status == .pass, "\(step)")
    }

    @Test("Save that leaves the form up, a Save that ignores the name, and a Cancel that adds each fail, saying which")
    func flaws() async throws {
        for (flaw, says) in [(Flaw.staysOpen, "still open"), (.ignoresName, "new row \"Trip 4\""), (.cancelAdds, "then \"Cancel\"")] {
            let step = try await addStep(flaw)
            #expect(step.failed && step.actual.contains(says), "\(flaw): \(step)")
        }
    }

    @Test("a field that is not for the name (notes, a search) is not expected in the new row")
    func otherFields() async throws {
        for field in ["Notes", "Search destinations"] {
            let step = try await addStep(.ignoresName, field: field)
            #expect(step.status == .pass, "\(field): \(step)")
        }
    }
}
