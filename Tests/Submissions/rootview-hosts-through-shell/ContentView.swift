import SwiftUI

/// The trips list. RootView puts it at the root of its navigation stack.
struct ContentView: View {
    @State private var trips: [Trip] = .starting
    @State private var query = ""
    @State private var order = TripOrder.added

    var body: some View {
        List(trips.shown(order: order, query: query)) { trip in
            Text(trip.name)
        }
        .navigationTitle("Trips")
        .searchable(text: $query, prompt: "Search trips")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Menu("Sort") {
                    ForEach(TripOrder.allCases, id: \.self) { choice in
                        Button(choice.rawValue) { order = choice }
                    }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Add", systemImage: "plus") {
                    trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                }
            }
        }
    }
}
