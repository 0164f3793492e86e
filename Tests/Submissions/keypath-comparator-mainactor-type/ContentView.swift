import SwiftUI

struct Trip: Identifiable {
    var id = UUID()
    var name: String
    var country: String
}

struct ContentView: View {
    enum Order: Hashable {
        case added, name, nameReversed
    }

    @State private var trips: [Trip] = [
        Trip(name: "Lisbon", country: "Portugal"),
        Trip(name: "Kyoto", country: "Japan"),
        Trip(name: "Reykjavík", country: "Iceland"),
        Trip(name: "Málaga", country: "Spain"),
        Trip(name: "Oslo", country: "Norway"),
        Trip(name: "Cape Town", country: "South Africa"),
    ]
    @State private var query = ""
    @State private var order: Order = .added

    private var orderedTrips: [Trip] {
        switch order {
        case .added: return trips
        case .name: return trips.sorted(using: KeyPathComparator(\Trip.name))
        case .nameReversed: return trips.sorted(using: KeyPathComparator(\Trip.name, order: .reverse))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(orderedTrips.filter { query.isEmpty || $0.name.range(of: query, options: .caseInsensitive) != nil }) { trip in
                    VStack(alignment: .leading) {
                        Text(trip.name)
                            .font(.headline)
                        Text(trip.country)
                            .font(.subheadline)
                    }
                }
                .onDelete { offsets in
                    trips.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Picker("Sort", selection: $order) {
                        Text("Date added").tag(Order.added)
                        Text("Name").tag(Order.name)
                        Text("Name, reversed").tag(Order.nameReversed)
                    }
                    .pickerStyle(.menu)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        withAnimation {
                            trips.append(Trip(name: "Somewhere new", country: "?"))
                        }
                    } label: {
                        Label("Add Trip", systemImage: "plus")
                    }
                }
            }
        }
    }
}
