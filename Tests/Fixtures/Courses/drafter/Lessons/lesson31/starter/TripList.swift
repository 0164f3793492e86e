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

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
        }
    }
}
