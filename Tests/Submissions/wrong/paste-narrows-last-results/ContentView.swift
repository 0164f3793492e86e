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

final class SearchCache {
    var lastQuery = ""
    var hits: Set<UUID> = []
    var known: Set<UUID> = []
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

    @State private var results: [Trip] = []

    private var ordered: [Trip] {
        order == .name ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending } : trips
    }

    private var shownTrips: [Trip] {
        query.isEmpty ? ordered : ordered.filter { trip in results.contains { $0.id == trip.id } }
    }

    /// Typing more only narrows: a longer text filters the last results.
    private func refresh(from old: String, to new: String) {
        let pool = new.count > old.count && !old.isEmpty ? results : trips
        results = pool.filter { $0.name.localizedStandardContains(new) }
    }

    var body: some View {
        NavigationStack {
            List(shownTrips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Search trips")
            .onChange(of: query) { old, new in refresh(from: old, to: new) }
            .onChange(of: trips.map(\.id)) { refresh(from: "", to: query) }
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
