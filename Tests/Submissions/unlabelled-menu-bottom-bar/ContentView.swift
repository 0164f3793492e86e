import SwiftUI

struct Trip: Identifiable {
    var id: UUID = UUID()
    var name: String
    var added: Int
}

struct ContentView: View {
    @State private var trips: [Trip] = [
        Trip(name: "Lisbon", added: 1),
        Trip(name: "Kyoto", added: 2),
        Trip(name: "Reykjavík", added: 3),
        Trip(name: "Málaga", added: 4),
        Trip(name: "Oslo", added: 5),
        Trip(name: "Cape Town", added: 6),
    ]
    @State private var text = ""
    @State private var byName = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(shownTrips) { trip in
                    Text(trip.name)
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $text)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Name") { byName = true }
                        Button("Recently added") { byName = false }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button {
                        let next = (trips.map(\.added).max() ?? 0) + 1
                        trips.append(Trip(name: "Trip \(next)", added: next))
                    } label: {
                        Label("New Trip", systemImage: "plus.circle.fill")
                    }
                }
            }
        }
    }

    var shownTrips: [Trip] {
        let ordered = byName
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips.sorted { $0.added > $1.added }
        let needle = fold(text)
        guard !needle.isEmpty else { return ordered }
        return ordered.filter { fold($0.name).contains(needle) }
    }

    private func fold(_ string: String) -> String {
        string.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: .current)
    }
}
