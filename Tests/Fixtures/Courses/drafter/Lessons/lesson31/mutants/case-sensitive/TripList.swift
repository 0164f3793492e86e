import SwiftUI

struct Trip: Identifiable, Hashable {
    let id: Int
    var name: String
    var days: Int
}

struct TripList: View {
    let trips = [
        Trip(id: 1, name: "Lisbon", days: 4),
        Trip(id: 2, name: "Kyoto", days: 7),
        Trip(id: 3, name: "Oslo", days: 3),
    ]
    @State private var query = ""

    var shown: [Trip] {
        query.isEmpty ? trips : trips.filter { $0.name.contains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $query)
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView.search
                }
            }
        }
    }
}
