import SwiftUI

struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var query = ""
    @State private var ascending = true
    @State private var isEditing = false

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
                        Button("Add") { trips.append("Trip \(trips.count)") }
                            .disabled(!isEditing)
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
