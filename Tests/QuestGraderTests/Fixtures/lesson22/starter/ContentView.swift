import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

struct ContentView: View {
    @State private var trips = [
        Trip(name: "Lisbon"),
        Trip(name: "Kyoto"),
        Trip(name: "Reykjavík"),
        Trip(name: "Málaga"),
        Trip(name: "Oslo"),
        Trip(name: "Cape Town"),
    ]

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            // TODO: add a toolbar with an Add button and a Sort menu.
            // TODO: add a search field that filters the trips as you type.
        }
    }
}
