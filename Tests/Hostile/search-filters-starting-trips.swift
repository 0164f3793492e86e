// hostile: a search that filters the trips the screen started with, not the trips it has now: with an empty query
// the list is right, and typing finds the first six trips as it should, but a trip added with Add is never found and
// trips removed with Remove All come back as soon as one types. It must fail: "filters as you type" filters the list
// the learner sees, whatever Add and Remove All did to it
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
    /// The trips the screen starts with, kept aside: the search looks only at these.
    private static let starting = [
        Trip(name: "Lisbon"),
        Trip(name: "Kyoto"),
        Trip(name: "Reykjavík"),
        Trip(name: "Málaga"),
        Trip(name: "Oslo"),
        Trip(name: "Cape Town"),
    ]
    @State private var trips = ContentView.starting
    @State private var query = ""
    @State private var order = TripOrder.added

    /// The trips in the chosen order, narrowed by the search text.
    private var shownTrips: [Trip] {
        // An empty query shows the trips as they are now; a query searches the starting trips.
        let source = query.isEmpty ? trips : Self.starting
        let ordered = order == .name
            ? source.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : source
        guard !query.isEmpty else { return ordered }
        return ordered.filter { $0.name.localizedCaseInsensitiveContains(query) }
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
