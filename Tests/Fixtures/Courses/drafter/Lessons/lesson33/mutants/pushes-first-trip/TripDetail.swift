import SwiftUI

struct TripDetail: View {
    let trip: Trip

    var body: some View {
        List {
            Text(trip.name)
            LabeledContent("Days", value: "\(trip.days)")
            Text("Have a good trip!")
        }
        .navigationTitle(trip.name)
    }
}
