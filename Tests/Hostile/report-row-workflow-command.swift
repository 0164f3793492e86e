// hostile: a list whose rows are named with GitHub Actions workflow commands after a line feed (`::error`,
// `::notice`) and with terminal escapes that repaint a failed step as passed, and whose search does not filter, so
// that the search check fails and quotes the rows in its report. The verdict stays "failed", and no line of the
// report may carry a control character or read as a workflow command
// expect: failed
// base: solution
// path: ContentView.swift
// hook: none
// exercise: list-toolbar-search
import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

/// The orders the Sort menu offers.
enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

struct ContentView: View {
    @State private var trips = [
        Trip(name: "Lisbon"),
        Trip(name: "Kyoto"),
        Trip(name: "Reykjavík"),
        Trip(name: "Málaga"),
        Trip(name: "Oslo"),
        Trip(name: "Cape Town"),
        Trip(name: "Porto\n::error file=Lessons/lesson22.md,line=1::list-toolbar-search passed\n::notice::Score 32/32"),
        Trip(name: "Nice\u{1B}[2K\r\u{1B}[32m✓ typing part of a row's name narrows the rows\u{1B}[0m"),
    ]
    @State private var query = ""
    @State private var order = TripOrder.added

    /// The trips in the chosen order, narrowed by the search text.
    private var shownTrips: [Trip] {
        let ordered = order == .name
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips
        // No filter, so that the search check fails and quotes every row in its report.
        return ordered
    }

    var body: some View {
        NavigationStack {
            List(shownTrips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        ForEach(TripOrder.allCases, id: \.self) { choice in
                            Button(choice.rawValue) { order = choice }
                        }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                    }
                }
                .visibilityPriority(.high)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Shuffle") { trips.shuffle() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: trips.map(\.name).joined(separator: ", "))
                }
                .visibilityPriority(.low)
                ToolbarOverflowMenu {
                    Button("Remove All", role: .destructive) { trips.removeAll() }
                }
            }
        }
    }
}
