import SwiftUI

struct Trip: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var addedAt: Date
}

struct ContentView: View {
    enum SortChoice: String, CaseIterable, Identifiable {
        case dateAdded = "Date Added"
        case nameAscending = "Name (A–Z)"
        case nameDescending = "Name (Z–A)"

        var id: Self { self }

        var descriptors: [SortDescriptor<Trip>] {
            switch self {
            case .dateAdded: [SortDescriptor(\Trip.addedAt)]
            case .nameAscending: [SortDescriptor(\Trip.name, comparator: .localizedStandard)]
            case .nameDescending: [SortDescriptor(\Trip.name, comparator: .localizedStandard, order: .reverse)]
            }
        }
    }

    @State private var trips: [Trip] = ["Lisbon", "Kyoto", "Reykjavík", "Oslo", "Cape Town"].enumerated().map {
        Trip(name: $0.element, addedAt: Date(timeIntervalSince1970: Double($0.offset)))
    }
    @State private var sortChoice = SortChoice.dateAdded
    @State private var searchText = ""
    @State private var added = 0

    private var visibleTrips: [Trip] {
        let sorted = trips.sorted(using: sortChoice.descriptors)
        guard !searchText.isEmpty else { return sorted }
        return sorted.filter { $0.name.localizedStandardContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(visibleTrips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $searchText, prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort by", selection: $sortChoice) {
                            ForEach(SortChoice.allCases) { choice in
                                Text(choice.rawValue).tag(choice)
                            }
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        added += 1
                        let newest = trips.map(\.addedAt).max() ?? .distantPast
                        trips.append(Trip(name: "New Trip \(added)", addedAt: newest.addingTimeInterval(1)))
                    }
                }
            }
        }
    }
}
