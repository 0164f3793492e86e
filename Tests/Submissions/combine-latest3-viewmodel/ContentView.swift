import SwiftUI
import Combine

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

final class TripListViewModel: ObservableObject {
    @Published var trips = [
        Trip(name: "Lisbon"), Trip(name: "Kyoto"), Trip(name: "Reykjavík"),
        Trip(name: "Málaga"), Trip(name: "Oslo"), Trip(name: "Cape Town"),
    ]
    @Published var query = ""
    @Published var order = TripOrder.added
    @Published private(set) var shownTrips: [Trip] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest3(
            $trips,
            $query.debounce(for: .milliseconds(250), scheduler: DispatchQueue.main).removeDuplicates(),
            $order
        )
        .map { trips, query, order in
            let ordered = order == .name
                ? trips.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
                : trips
            return query.isEmpty ? ordered : ordered.filter { $0.name.localizedStandardContains(query) }
        }
        .receive(on: DispatchQueue.main)
        .assign(to: &$shownTrips)
    }

    func add() { trips.append(Trip(name: "New Trip \(trips.count + 1)")) }
}

struct ContentView: View {
    @StateObject private var model = TripListViewModel()

    var body: some View {
        NavigationStack {
            List(model.shownTrips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $model.query, prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        ForEach(TripOrder.allCases, id: \.self) { choice in
                            Button(choice.rawValue) { model.order = choice }
                        }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { model.add() }
                }
            }
        }
    }
}
