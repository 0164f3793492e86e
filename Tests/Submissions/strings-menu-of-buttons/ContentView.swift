import SwiftUI

struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var searchText = ""
    @State private var ascending: Bool? = nil

    var visibleTrips: [String] {
        var result = trips
        if let ascending {
            result.sort { ascending ? $0 < $1 : $0 > $1 }
        }
        if searchText.isEmpty {
            return result
        }
        return result.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(visibleTrips, id: \.self) { trip in
                Text(trip)
            }
            .navigationTitle("Trips")
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        Button("A to Z") { ascending = true }
                        Button("Z to A") { ascending = false }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") {
                        trips.append("New Trip \(trips.count + 1)")
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
