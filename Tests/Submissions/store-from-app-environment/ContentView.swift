import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

/// The app's data, shared by every screen through the environment.
@Observable
final class TripStore {
    var trips = [
        Trip(name: "Lisbon"),
        Trip(name: "Kyoto"),
        Trip(name: "Reykjavík"),
        Trip(name: "Málaga"),
        Trip(name: "Oslo"),
        Trip(name: "Cape Town"),
    ]

    func add() { trips.append(Trip(name: "New Trip \(trips.count + 1)")) }
}

@main
struct TripsApp: App {
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}

struct ContentView: View {
    @Environment(TripStore.self) private var store
    @State private var query = ""
    @State private var order = TripOrder.added

    private var shownTrips: [Trip] {
        let ordered = order == .name
            ? store.trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : store.trips
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
                    Button("Add", systemImage: "plus") { store.add() }
                }
            }
        }
    }
}
