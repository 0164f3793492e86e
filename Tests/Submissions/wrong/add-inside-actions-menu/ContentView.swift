import SwiftUI

struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var query = ""
    @State private var ascending = true

    var shown: [String] {
        let sorted = trips.sorted { ascending ? $0 < $1 : $0 > $1 }
        if query.isEmpty { return sorted }
        return sorted.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .searchable(text: $query)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu("Actions") {
                            Button("Add trip", systemImage: "plus") { trips.append("Trip \(trips.count)") }
                        }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Sort") {
                            Button("A–Z") { ascending = true }
                            Button("Z–A") { ascending = false }
                        }
                    }
                }
        }
    }
}
