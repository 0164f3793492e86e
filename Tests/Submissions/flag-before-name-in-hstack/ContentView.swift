import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var flag: String
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

struct TripRow: View {
    let trip: Trip
    var body: some View {
        HStack(spacing: 12) {
            Text(trip.flag)
                .font(.title2)
            Text(trip.name)
        }
    }
}

struct ContentView: View {
    @State private var trips = [
        Trip(flag: "🇵🇹", name: "Lisbon"),
        Trip(flag: "🇯🇵", name: "Kyoto"),
        Trip(flag: "🇮🇸", name: "Reykjavík"),
        Trip(flag: "🇪🇸", name: "Málaga"),
        Trip(flag: "🇳🇴", name: "Oslo"),
        Trip(flag: "🇿🇦", name: "Cape Town"),
    ]
    @State private var query = ""
    @State private var order = TripOrder.added

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
                TripRow(trip: trip)
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
                        trips.append(Trip(flag: "🏳️", name: "New Trip \(trips.count + 1)"))
                    }
                }
            }
        }
    }
}
