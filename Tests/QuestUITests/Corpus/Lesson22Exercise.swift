import SwiftUI

struct Trip: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var country: String
}

enum TripSort: String, CaseIterable, Identifiable {
    case name, country
    var id: Self { self }
}

struct ContentView: View {
    @State private var trips = [Trip(name: "Lisbon", country: "Portugal"), Trip(name: "Kyoto", country: "Japan")]
    @State private var query = ""
    @State private var sort = TripSort.name

    var filtered: [Trip] {
        let matching = query.isEmpty ? trips : trips.filter { $0.name.localizedCaseInsensitiveContains(query) }
        return matching.sorted { sort == .name ? $0.name < $1.name : $0.country < $1.country }
    }

    var body: some View {
        NavigationStack {
            List(filtered) { trip in
                VStack(alignment: .leading) {
                    Text(trip.name).font(.headline)
                    Text(trip.country).foregroundStyle(.secondary)
                }
            }
            .overlay {
                if filtered.isEmpty { ContentUnavailableView.search(text: query) }
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Search trips") {
                ForEach(["Lisbon", "Kyoto"], id: \.self) { Text($0).searchCompletion($0) }
            }
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Add", systemImage: "plus") { trips.append(Trip(name: "New", country: "?")) }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort by", selection: $sort) {
                            ForEach(TripSort.allCases) { Text($0.rawValue.capitalized).tag($0) }
                        }
                    }
                }
                .visibilityPriority(.high)
                ToolbarOverflowMenu {
                    Button("Export", systemImage: "square.and.arrow.up") {}
                }
            }
            .toolbarMinimizeBehavior(.onScrollDown)
        }
    }
}

#Preview { ContentView() }
