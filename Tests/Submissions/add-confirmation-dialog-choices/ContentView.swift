import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

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

    private var shownTrips: [Trip] {
        let ordered = order == .name
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips
        guard !query.isEmpty else { return ordered }
        return ordered.filter { $0.name.localizedStandardContains(query) }
    }

    @State private var choosingKind = false

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
                    Button("Add", systemImage: "plus") { choosingKind = true }
                }
            }
            .confirmationDialog("New Trip", isPresented: $choosingKind, titleVisibility: .visible) {
                Button("Weekend Trip") { trips.append(Trip(name: "Weekend Trip \(trips.count + 1)")) }
                Button("Long Trip") { trips.append(Trip(name: "Long Trip \(trips.count + 1)")) }
                Button("Cancel", role: .cancel) { }
            }
        }
    }
}
