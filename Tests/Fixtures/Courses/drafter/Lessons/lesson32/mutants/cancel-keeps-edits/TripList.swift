import SwiftUI

struct Trip: Identifiable, Hashable {
    let id: Int
    var name: String
    var days: Int
}

struct TripList: View {
    @State private var trips = [
        Trip(id: 1, name: "Lisbon", days: 4),
        Trip(id: 2, name: "Kyoto", days: 7),
        Trip(id: 3, name: "Oslo", days: 3),
    ]
    @State private var editing: Trip?

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                Button(trip.name) { editing = trip }
            }
            .navigationTitle("Trips")
            .sheet(item: $editing) { trip in
                if let index = trips.firstIndex(where: { $0.id == trip.id }) {
                    TripEditor(trip: $trips[index])
                }
            }
        }
    }
}
