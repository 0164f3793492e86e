import SwiftUI

struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var query = ""
    @State private var ascending = true

    var body: some View {
        NavigationStack {
            List(trips.sorted { ascending ? $0 < $1 : $0 > $1 }, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .searchable(text: $query)
                .onChange(of: query) { _, newValue in
                    if !newValue.isEmpty {
                        trips = trips.filter { $0.localizedCaseInsensitiveContains(newValue) }
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { trips.append("Trip \(trips.count)") }
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
