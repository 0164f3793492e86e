import SwiftUI

struct Trip: Identifiable {
    var id: Int { number }
    let number: Int
    let name: String
}

struct ContentView: View {
    @State private var trips = [
        Trip(number: 1, name: "Porto"),
        Trip(number: 2, name: "Paris"),
        Trip(number: 3, name: "Lima"),
        Trip(number: 4, name: "Prague"),
        Trip(number: 5, name: "Lisbon"),
        Trip(number: 6, name: "Pisa"),
    ]
    @State private var text = ""
    @State private var descending = false
    @State private var sorted = false

    private static let ideas = ["Zurich", "Zagreb", "York", "Yerevan", "Warsaw", "Vienna", "Venice", "Turin", "Tallinn", "Sofia"]

    private var rows: [Trip] {
        var result = trips
        if sorted {
            result.sort { $0.name.lowercased() < $1.name.lowercased() }
            if descending { result.reverse() }
        }
        let needle = text.lowercased()
        return needle.isEmpty ? result : result.filter { $0.name.lowercased().contains(needle) }
    }

    var body: some View {
        NavigationStack {
            List(rows) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $text, prompt: "Find a trip")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        // Numbered after the highest number there is, or 1 on an empty list.
                        let number = (trips.map(\.number).max() ?? 0) + 1
                        let idea = Self.ideas[number % Self.ideas.count]
                        trips.append(Trip(number: number, name: "\(idea) \(number)"))
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        Button("Unsorted") { sorted = false }
                        Button("A to Z") { sorted = true; descending = false }
                        Button("Z to A") { sorted = true; descending = true }
                    }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Delete Everything", role: .destructive) { trips.removeAll(keepingCapacity: true) }
                }
            }
        }
    }
}
