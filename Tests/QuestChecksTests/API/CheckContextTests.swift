import Foundation
import QuestUI
import Testing
@testable import QuestChecks

/// A sheet-editing screen of its own, driven through the author's API as a lesson's check file would.
private struct EditedTrip: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct EditedTripList: View {
    @State private var trips = [EditedTrip(id: 1, name: "Lisbon"), EditedTrip(id: 2, name: "Oslo")]
    @State private var editing: EditedTrip?

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                Button(trip.name) { editing = trip }
            }
            .sheet(item: $editing) { trip in
                EditedTripEditor(trip: trip) { edited in
                    if let index = trips.firstIndex(where: { $0.id == edited.id }) { trips[index] = edited }
                }
            }
        }
    }
}

private struct EditedTripEditor: View {
    @State var trip: EditedTrip
    var save: (EditedTrip) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form { TextField("Name", text: $trip.name) }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { save(trip); dismiss() } }
            }
    }
}

@MainActor @Suite("The check API: expect, require, step, needs, check errors")
struct CheckContextTests {
    @Test("drives a sheet: tap a row, type into its field, Save writes back, and reads @State")
    func sheetEditing() async throws {
        struct EditCheck: Check {
            func run(_ check: CheckContext) async throws {
                let screen = await check.screen(EditedTripList())
                try screen.tap("Lisbon")
                try check.require(screen.presentedSheet != nil, "tapping a trip opens a sheet", expected: "a sheet", actual: "none")
                check.expect(screen.text(in: "Name"), equals: "Lisbon", "the sheet shows the trip's name")
                try screen.type("Porto", into: "Name")
                try screen.tap("Save")
                check.expect(screen.presentedSheet == nil, "Save closes the sheet", expected: "no sheet", actual: "a sheet")
                check.expect(screen.rows(), equals: ["Porto", "Oslo"], "Save writes the new name into the row")
                check.expect(screen.state("trips", as: [EditedTrip].self)?.map(\.name), equals: ["Porto", "Oslo"], "the @State array holds the edit")
            }
        }
        let results = await EditCheck().run(named: "edit-sheet")
        #expect(results.map(\.name) == [
            "tapping a trip opens a sheet", "the sheet shows the trip's name", "Save closes the sheet",
            "Save writes the new name into the row", "the @State array holds the edit",
        ])
        #expect(results.allSatisfy { $0.status == .pass }, "\(results)")
        #expect(results.allSatisfy { $0.check == "edit-sheet" && $0.section == "#exercise" })
    }

    @Test("expect keeps going after a failure; require ends the check there")
    func expectAndRequire() async {
        struct Steps: Check {
            func run(_ check: CheckContext) async throws {
                check.expect(1, equals: 2, "one is two", hint: "Count again.")
                try check.require(false, "a step the rest needs", expected: "yes", actual: "no", section: "#editing-a-trip")
                check.expect(true, "never recorded", expected: "", actual: "")
            }
        }
        let results = await Steps().run()
        #expect(results.map(\.name) == ["one is two", "a step the rest needs"])
        #expect(results[0].expected == "2" && results[0].actual == "1" && results[0].hint == "Count again.")
        #expect(results[1].section == "#editing-a-trip" && results[1].status == .fail)
    }

    @Test("a step that needs a failed step is skipped, not recorded")
    func needs() async {
        struct Steps: Check {
            func run(_ check: CheckContext) async throws {
                let opened = await check.step("the sheet opens") { .fail(expected: "a sheet", actual: "none", hint: "Add .sheet.") }
                await check.step("Save writes back", needs: opened) { .pass(expected: "", actual: "") }
                await check.step("the list shows rows") { .pass(expected: "rows", actual: "2 rows") }
            }
        }
        #expect(await Steps().run().map(\.name) == ["the sheet opens", "the list shows rows"])
    }

    @Test("a control the learner's screen lacks fails a step with QuestUI's words, outside a step too")
    func missingControl() async throws {
        struct Taps: Check {
            func run(_ check: CheckContext) async throws {
                let screen = await check.screen(EditedTripList())
                try screen.tap("Kyoto")
            }
        }
        let results = await Taps().run()
        let result = try #require(results.first)
        #expect(results.count == 1 && result.status == .fail)
        #expect(result.actual.contains("No button \"Kyoto\""), "\(result)")
    }

    @Test("an error the check's own code throws is a check error that says so", arguments: [true, false])
    func thrownByCheck(insideStep: Bool) async throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "the fixture is missing" } }
        struct Throws: Check {
            var insideStep: Bool
            func run(_ check: CheckContext) async throws {
                if insideStep { await check.step("a step") { throw Broken() } } else { throw Broken() }
            }
        }
        let result = try #require(await Throws(insideStep: insideStep).run(named: "edit-sheet").first)
        #expect(result.status == .error)
        #expect(result.actual == "the check threw an error: the fixture is missing")
        #expect(result.hint.contains("check error: a bug in the lesson's check \"edit-sheet\", not in your code"))
    }
}
