import SwiftUI

struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var query = ""
    @State private var sortByName = false

    var body: some View {
        var rows = trips
        if sortByName {
            var swapped = true
            while swapped {
                for index in 0..<(rows.count - 1) where rows[index] > rows[index + 1] {
                    rows.swapAt(index, index + 1)
                    swapped = true
                }
            }
        }
        if !query.isEmpty {
            rows = rows.filter { $0.localizedCaseInsensitiveContains(query) }
        }
        return NavigationStack {
            List(rows, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .searchable(text: $query)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { trips.append("Trip \(trips.count)") }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Sort") {
                            Button("As added") { sortByName = false }
                            Button("By name") { sortByName = true }
                        }
                    }
                }
        }
    }
}
