// hostile (my own, against "a row no one sees is no row"): the right rows in a ForEach shrunk to a speck
// (`.scaleEffect(0.001)`, a thousandth of their size, not zero), and beside it a written-out row showing every trip,
// never filtered nor sorted. A rule that counts only a scale of exactly zero as unseen reads the specks as the list's
// rows and passes a screen whose search and sort do nothing a person can see. It must fail: a row too small to see
// is no row
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
    ]
    @State private var query = ""
    @State private var order = TripOrder.added

    /// The trips in the chosen order, narrowed by the search text.
    private var shownTrips: [Trip] {
        let ordered = order == .name
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips
        guard !query.isEmpty else { return ordered }
        return ordered.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                // What the checks read, if a speck counts as seen: the right rows, a thousandth of their size.
                ForEach(shownTrips) { trip in
                    Text(trip.name)
                }
                .scaleEffect(0.001)
                // What a person sees: every trip in one line, never filtered nor sorted, written out beside it.
                Text(trips.map(\.name).joined(separator: ", "))
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
