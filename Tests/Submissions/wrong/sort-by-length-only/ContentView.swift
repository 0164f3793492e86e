import SwiftUI

struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var query = ""
    @State private var sorted = false

    var shown: [String] {
        let list = trips.sorted { sorted ? $0.count < $1.count : $0.count > $1.count }
        if query.isEmpty { return list }
        return list.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .searchable(text: $query)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { trips.append("Trip \(trips.count)") }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Sort") {
                            Button("Shortest first") { sorted = true }
                            Button("Longest first") { sorted = false }
                        }
                    }
                }
        }
    }
}
