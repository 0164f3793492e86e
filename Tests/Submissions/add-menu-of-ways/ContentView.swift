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
                    // A tap opens the ways to add: a new trip first, then a copy of the last one.
                    Menu {
                        Button("New Trip", systemImage: "plus") {
                            trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                        }
                        if let last = trips.last {
                            Button("Copy of \(last.name)", systemImage: "doc.on.doc") {
                                trips.append(Trip(name: "\(last.name) 2"))
                            }
                        }
                    } label: {
                        Label("Add", systemImage: "plus")
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
