import SwiftUI

struct ContentView: View {
    @State private var trips: [String] = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var query = ""
    @State private var newTripName = ""
    @State private var showingNewTrip = false
    @State private var order: Order = .none

    enum Order { case none, ascending, descending }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredTrips, id: \.self) { trip in
                    Text(trip)
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        newTripName = ""
                        showingNewTrip = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Button("Original order") { order = .none }
                        Button("A → Z") { order = .ascending }
                        Button("Z → A") { order = .descending }
                    } label: {
                        Text("Sort")
                    }
                }
            }
            .alert("New trip", isPresented: $showingNewTrip) {
                TextField("Destination", text: $newTripName)
                Button("Cancel", role: .cancel) {}
                Button("Add") {
                    let name = newTripName.trimmingCharacters(in: .whitespacesAndNewlines)
                    if !name.isEmpty { trips.append(name) }
                }
            } message: {
                Text("Where are you going?")
            }
        }
    }

    private var filteredTrips: [String] {
        let ordered: [String]
        switch order {
        case .none: ordered = trips
        case .ascending: ordered = trips.sorted { $0.localizedCompare($1) == .orderedAscending }
        case .descending: ordered = trips.sorted { $0.localizedCompare($1) == .orderedDescending }
        }
        return query.isEmpty ? ordered : ordered.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}
