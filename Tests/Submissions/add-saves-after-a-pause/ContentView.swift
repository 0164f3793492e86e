import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

/// Pretends to save to a server before the trip shows.
@MainActor @Observable
final class TripStore {
    var trips: [Trip] = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"].map { Trip(name: $0) }
    var isSaving = false
    private var made = 0

    func addTrip() async {
        made += 1
        let name = "Planned Trip \(made)"
        isSaving = true
        defer { isSaving = false }
        try? await Task.sleep(for: .milliseconds(300))
        trips.append(Trip(name: name))
    }
}

struct ContentView: View {
    @State private var store = TripStore()
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
                    Button("Add", systemImage: "plus") {
                        Task { await store.addTrip() }
                    }
                }
            }
        }
    }
}
