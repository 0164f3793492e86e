import SwiftUI

nonisolated struct Trip: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct ContentView: View {
    @State private var trips: [Trip] = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"].map { Trip(name: $0) }
    @State private var query = ""
    @State private var sortOrder = [KeyPathComparator(\Trip.name)]

    var body: some View {
        NavigationStack {
            List(trips.sorted(using: sortOrder).filter { query.isEmpty || $0.name.localizedStandardContains(query) }) {
                Text($0.name)
            }
            .searchable(text: $query, prompt: "Search")
            .navigationTitle("My Trips")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Picker("Sort", selection: $sortOrder) {
                        Text("A–Z").tag([KeyPathComparator(\Trip.name)])
                        Text("Z–A").tag([KeyPathComparator(\Trip.name, order: .reverse)])
                    }
                    Button("Add", systemImage: "plus", action: add)
                }
            }
        }
    }

    func add() {
        let code = UUID().uuidString.prefix(4)
        trips.append(Trip(name: "Trip \(code)"))
    }
}
