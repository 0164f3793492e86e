import SwiftUI

nonisolated struct Trip: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var photos: Int
}

struct TripRow: View {
    let trip: Trip

    var body: some View {
        Text(trip.name)
            .badge(trip.photos)
    }
}

struct TripListView: View {
    let trips: [Trip]
    @Binding var selection: Trip.ID?

    var body: some View {
        List(trips, selection: $selection) { trip in
            TripRow(trip: trip)
        }
    }
}

struct ContentView: View {
    @State private var trips = [
        Trip(name: "Lisbon", photos: 120),
        Trip(name: "Kyoto", photos: 431),
        Trip(name: "Reykjavík", photos: 88),
        Trip(name: "Málaga", photos: 12),
        Trip(name: "Oslo", photos: 40),
        Trip(name: "Cape Town", photos: 260),
    ]
    @State private var selection: Trip.ID?
    @State private var query = ""
    @State private var descriptor = SortDescriptor(\Trip.name)

    private var visibleTrips: [Trip] {
        let sorted = trips.sorted(using: descriptor)
        guard !query.isEmpty else { return sorted }
        return sorted.filter { $0.name.localizedStandardRange(of: query) != nil }
    }

    var body: some View {
        NavigationSplitView {
            TripListView(trips: visibleTrips, selection: $selection)
                .navigationTitle("Trips")
                .searchable(text: $query, placement: .sidebar)
                .toolbar {
                    ToolbarItem {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") {
                            Button("Name") { descriptor = SortDescriptor(\Trip.name) }
                            Button("Name, descending") { descriptor = SortDescriptor(\Trip.name, order: .reverse) }
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add trip", systemImage: "plus") {
                            trips.append(Trip(name: "New trip", photos: 0))
                        }
                    }
                }
        } detail: {
            if let trip = trips.first(where: { $0.id == selection }) {
                Text(trip.name)
            } else {
                Text("Choose a trip")
            }
        }
    }
}
