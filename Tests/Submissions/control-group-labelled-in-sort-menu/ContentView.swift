import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripSort: Equatable {
    case added
    case name(ascending: Bool)
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
    @State private var sort = TripSort.added

    private var shownTrips: [Trip] {
        let ordered: [Trip]
        switch sort {
        case .added:
            ordered = trips
        case .name(let ascending):
            ordered = trips.sorted {
                $0.name.localizedStandardCompare($1.name) == (ascending ? .orderedAscending : .orderedDescending)
            }
        }
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
                    Menu {
                        ControlGroup("Name", systemImage: "textformat") {
                            Button("A to Z", systemImage: "arrow.up") { sort = .name(ascending: true) }
                            Button("Z to A", systemImage: "arrow.down") { sort = .name(ascending: false) }
                        }
                        .controlGroupStyle(.compactMenu)
                        Button("Date Added", systemImage: "calendar") { sort = .added }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                    }
                }
            }
        }
    }
}
