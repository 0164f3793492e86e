import SwiftUI

enum TripOrder: String, CaseIterable, Identifiable {
    case added = "Date Added"
    case name = "Name"

    var id: Self { self }
}

extension EnvironmentValues {
    @Entry var defaultTripOrder: TripOrder = .added
    @Entry var newTripPrefix = "Trip"
    @Entry var searchPrompt: String?
}

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

struct ContentView: View {
    var body: some View {
        TripList()
            .environment(\.newTripPrefix, "New trip")
    }
}

struct TripList: View {
    @Environment(\.defaultTripOrder) private var defaultOrder
    @Environment(\.newTripPrefix) private var prefix
    @Environment(\.searchPrompt) private var prompt
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Oslo", "Cape Town"].map { Trip(name: $0) }
    @State private var order: TripOrder?
    @State private var query = ""

    private var shown: [Trip] {
        let ordered = (order ?? defaultOrder) == .name
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips
        let needle = query.trimmingCharacters(in: .whitespaces)
        return needle.isEmpty ? ordered : ordered.filter { $0.name.localizedCaseInsensitiveContains(needle) }
    }

    var body: some View {
        NavigationStack {
            List(shown) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: prompt ?? "Search")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        ForEach(TripOrder.allCases) { choice in
                            Button(choice.rawValue) { order = choice }
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        trips.append(Trip(name: "\(prefix) \(trips.count + 1)"))
                    }
                }
            }
        }
    }
}
