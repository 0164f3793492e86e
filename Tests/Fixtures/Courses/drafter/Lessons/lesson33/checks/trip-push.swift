import SwiftUI
import QuestChecks

/// trip-push: tapping a trip pushes a detail view titled with its name that shows its days.
struct TripPushCheck: Check {
    func run(_ check: CheckContext) async throws {
        let pushed = await check.step("tapping a trip pushes a view") {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.title != "Trips" { return .pass(expected: "a pushed view", actual: "a pushed view") }
            return .fail(expected: "a view pushed over the list", actual: "still the list", at: screen.location(of: "Kyoto"),
                         hint: "Make each row a NavigationLink(trip.name, value: trip) and add .navigationDestination(for: Trip.self).")
        }

        await check.step("the pushed view is titled with the trip's name", needs: pushed) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.title == "Kyoto" { return .pass(expected: "title Kyoto", actual: "title Kyoto") }
            return .fail(expected: "title Kyoto", actual: screen.title.map { "title \($0)" } ?? "no title",
                         hint: "Give the detail view .navigationTitle(trip.name).")
        }

        await check.step("the pushed view shows how many days the trip lasts", needs: pushed) {
            let screen = await check.screen(TripList())
            try screen.tap("Kyoto")
            if screen.texts.contains("7") && screen.texts.contains("Days") { return .pass(expected: "Days 7", actual: "Days 7") }
            return .fail(expected: "Days 7", actual: screen.texts.joined(separator: ", "),
                         hint: "Show LabeledContent(\"Days\", value: \"\\(trip.days)\") in the detail.")
        }
    }
}
