import SwiftUI

struct Trip: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var days: Int
}

enum SortOrder: String, CaseIterable, Identifiable {
    case nameAscending = "Name (A–Z)"
    case nameDescending = "Name (Z–A)"
    case longestFirst = "Longest first"

    var id: Self { self }
}

@Observable
final class TripStore {
    var trips: [Trip] = [
        Trip(name: "Lisbon", days: 4),
        Trip(name: "Kyoto", days: 10),
        Trip(name: "Reykjavík", days: 6),
        Trip(name: "Málaga", days: 3),
        Trip(name: "Oslo", days: 2),
        Trip(name: "Cape Town", days: 12),
    ]
    var sortOrder: SortOrder = .nameAscending
    var query = ""

    var sortedTrips: [Trip] {
        switch sortOrder {
        case .nameAscending:
            trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .nameDescending:
            trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedDescending }
        case .longestFirst:
            trips.sorted { $0.days > $1.days }
        }
    }

    var filteredTrips: [Trip] {
        guard !query.isEmpty else { return sortedTrips }
        return sortedTrips.filter { $0.name.localizedStandardContains(query) }
    }

    func addTrip() {
        trips.append(Trip(name: "Trip #\(trips.count + 1)", days: 1))
    }
}

struct ContentView: View {
    @State private var store = TripStore()

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                ForEach(store.filteredTrips) { trip in
                    HStack {
                        Text(trip.name)
                        Spacer()
                        Text("\(trip.days) days")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $store.query, prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $store.sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        store.addTrip()
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
