import SwiftUI

@Observable
final class Trip: Identifiable {
    let id = UUID()
    var name: String
    var rating: Int

    init(name: String, rating: Int) {
        self.name = name
        self.rating = rating
    }
}

struct ContentView: View {
    @State private var trips: [Trip] = [
        Trip(name: "Lisbon", rating: 4),
        Trip(name: "Kyoto", rating: 5),
        Trip(name: "Reykjavík", rating: 3),
        Trip(name: "Málaga", rating: 4),
        Trip(name: "Oslo", rating: 2),
        Trip(name: "Cape Town", rating: 5),
    ]
    @State private var filterText = ""
    @State private var sortKey = 0

    var body: some View {
        let visible = trips
            .sorted { sortKey == 0 ? $0.name.lowercased() < $1.name.lowercased() : $0.rating > $1.rating }
            .filter { filterText.isEmpty || $0.name.lowercased().contains(filterText.lowercased()) }

        NavigationStack {
            List {
                ForEach(visible.indices, id: \.self) { index in
                    HStack {
                        Text(visible[index].name)
                        Spacer()
                        Text(String(repeating: "★", count: visible[index].rating))
                    }
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $filterText, placement: .navigationBarDrawer(displayMode: .automatic), prompt: "Filter")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Sort order", selection: $sortKey) {
                        Text("Name").tag(0)
                        Text("Rating").tag(1)
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 160)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", systemImage: "plus") {
                        trips.append(Trip(name: "Untitled trip", rating: 1))
                    }
                }
            }
        }
    }
}
