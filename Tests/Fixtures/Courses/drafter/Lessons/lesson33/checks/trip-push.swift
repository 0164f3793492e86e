import SwiftUI
import QuestChecks

/// trip-push: tapping a trip pushes a detail view that names the trip, shows its days and wishes a good trip.
struct TripPushCheck: Check {
    func run(_ check: CheckContext) async throws {
        let pushed = await check.step("tapping a trip pushes a view that names it") {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.texts.contains("Kyoto") && !screen.texts.contains("Lisbon") {
                return .pass(expected: "a pushed view naming Kyoto", actual: "a pushed view naming Kyoto")
            }
            return .fail(expected: "a view naming Kyoto pushed over the list", actual: screen.texts.joined(separator: ", "),
                         at: screen.location(of: "Kyoto"),
                         hint: "Make each row a NavigationLink(trip.name, value: trip) and add .navigationDestination(for: Trip.self) { trip in TripDetail(trip: trip) }.")
        }

        await check.step("the pushed view shows how many days the trip lasts", needs: pushed) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.texts.contains("7") && screen.texts.contains("Days") { return .pass(expected: "Days 7", actual: "Days 7") }
            return .fail(expected: "Days 7", actual: screen.texts.joined(separator: ", "),
                         hint: "Show LabeledContent(\"Days\", value: \"\\(trip.days)\") in the detail.")
        }

        await check.step("the pushed view wishes a good trip", needs: pushed) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.texts.contains("Have a good trip!") { return .pass(expected: "Have a good trip!", actual: "Have a good trip!") }
            return .fail(expected: "Have a good trip!", actual: screen.texts.joined(separator: ", "),
                         hint: "End the detail with Text(\"Have a good trip!\").")
        }
    }
}
