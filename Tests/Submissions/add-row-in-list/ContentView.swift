import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

// A learner who offers Add twice: in the toolbar, and as the list's last row (as Reminders' "New Reminder" row),
// with a count line above the trips.
struct ContentView: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"].map { Trip(name: $0) }
    @State private var query = ""
    @State private var byName = false

    private var shown: [Trip] {
        let ordered = byName ? trips.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending } : trips
        if query.isEmpty { return ordered }
        return ordered.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    private func addTrip() {
        trips.append(Trip(name: "Trip \(trips.count + 1)"))
    }

    var body: some View {
        NavigationStack {
            List {
                Text("\(shown.count) trips")
                    .font(.caption)
                ForEach(shown) { trip in
                    Text(trip.name)
                }
                Button("Add Trip", systemImage: "plus.circle.fill", action: addTrip)
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Find a trip")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Date Added") { byName = false }
                        Button("Name") { byName = true }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus", action: addTrip)
                }
            }
        }
    }
}
