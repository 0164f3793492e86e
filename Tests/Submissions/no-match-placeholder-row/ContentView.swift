import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum SortOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

// A learner who tells the traveller when nothing matches with a row of its own, inside the list.
struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"].map { Trip(name: $0) }
    @State private var searchText = ""
    @State private var sortOrder = SortOrder.added

    private var results: [Trip] {
        let sorted = sortOrder == .name
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips
        return searchText.isEmpty ? sorted : sorted.filter { $0.name.localizedStandardContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                if results.isEmpty {
                    Text("No trips match \u{201C}\(searchText)\u{201D}")
                        .foregroundStyle(.secondary)
                } else {
                    ForEach(results) { trip in
                        Text(trip.name)
                    }
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        Picker("Sort", selection: $sortOrder) {
                            ForEach(SortOrder.allCases, id: \.self) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        trips.append(Trip(name: "Trip \(trips.count + 1)"))
                    }
                }
            }
        }
    }
}
