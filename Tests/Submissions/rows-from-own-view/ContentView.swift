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

/// The list's rows, extracted into a view of their own (Xcode's "Extract Subview").
struct TripRows: View {
    let trips: [Trip]

    var body: some View {
        ForEach(trips) { trip in
            Text(trip.name)
        }
    }
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
                TripRows(trips: shownTrips)
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
