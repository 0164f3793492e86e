import SwiftUI
import Combine

class TripsViewModel: ObservableObject {
    @Published var trips: [String] = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @Published var searchText: String = ""
    @Published var sortAscending = true
    @Published var isSorted = false

    var displayedTrips: [String] {
        let ordered = isSorted ? trips.sorted(by: { sortAscending ? $0 < $1 : $0 > $1 }) : trips
        if searchText.isEmpty { return ordered }
        return ordered.filter { $0.lowercased().contains(searchText.lowercased()) }
    }

    func add() {
        trips.append("Trip \(trips.count + 1)")
    }
}

struct ContentView: View {
    @StateObject private var viewModel = TripsViewModel()

    var body: some View {
        NavigationView {
            List {
                ForEach(viewModel.displayedTrips, id: \.self) { name in
                    Text(name)
                }
            }
            .navigationTitle("Trips")
            .navigationBarTitleDisplayMode(.inline)
            .searchable(text: $viewModel.searchText)
            .toolbar {
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Menu {
                        Button("Ascending") {
                            viewModel.isSorted = true
                            viewModel.sortAscending = true
                        }
                        Button("Descending") {
                            viewModel.isSorted = true
                            viewModel.sortAscending = false
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                    Button(action: viewModel.add) {
                        Image(systemName: "plus.circle")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
