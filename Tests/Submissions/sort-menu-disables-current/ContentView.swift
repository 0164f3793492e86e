import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"

    var systemImage: String {
        switch self {
        case .added: "calendar"
        case .name: "textformat"
        }
    }
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
    @State private var query = ""
    @State private var order = TripOrder.added

    private var shownTrips: [Trip] {
        let ordered = order == .name
            ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : trips
        guard !query.isEmpty else { return ordered }
        return ordered.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shownTrips) { trip in
                Text(trip.name)
            }
            .animation(.default, value: shownTrips.map(\.id))
            .navigationTitle("Trips")
            .searchable(text: $query.animation(), prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Section("Sort By") {
                            ForEach(TripOrder.allCases, id: \.self) { choice in
                                Button {
                                    withAnimation { order = choice }
                                } label: {
                                    Label(choice.rawValue, systemImage: choice.systemImage)
                                }
                                .disabled(order == choice)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        withAnimation {
                            trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                        }
                    }
                }
            }
        }
    }
}
