import SwiftUI

struct Trip: Identifiable, Equatable {
    let id = UUID()
    let name: String
    let nights: Int
}

enum SortOrder: String, CaseIterable {
    case byName
    case byNameDescending
    case byNights

    var title: String {
        switch self {
        case .byName: "Name"
        case .byNameDescending: "Name (descending)"
        case .byNights: "Nights"
        }
    }
}

struct ContentView: View {
    @AppStorage("tripSortOrder") private var sortOrder: SortOrder = .byNights
    @State private var trips: [Trip] = [
        .init(name: "Lisbon", nights: 4),
        .init(name: "Kyoto", nights: 9),
        .init(name: "Reykjavík", nights: 5),
        .init(name: "Málaga", nights: 3),
        .init(name: "Oslo", nights: 2),
        .init(name: "Cape Town", nights: 11),
    ]
    @State private var searchQuery = ""

    var body: some View {
        NavigationStack {
            List(filtered(sorted(trips))) { trip in
                LabeledContent(trip.name, value: "\(trip.nights) nights")
            }
            .navigationTitle("Trips")
            .searchable(text: $searchQuery, prompt: Text("Find a trip"))
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Menu {
                        Picker(selection: $sortOrder) {
                            ForEach(SortOrder.allCases, id: \.self) { order in
                                Text(order.title)
                            }
                        } label: {
                            Text("Sort trips")
                        }
                        .pickerStyle(.inline)
                    } label: {
                        Image(systemName: "arrow.up.arrow.down.circle")
                    }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: addTrip) {
                        Image(systemName: "plus")
                    }
                    .keyboardShortcut("n", modifiers: .command)
                    .accessibilityLabel("Add trip")
                }
            }
        }
    }

    private func sorted(_ trips: [Trip]) -> [Trip] {
        switch sortOrder {
        case .byName: trips.sorted { $0.name < $1.name }
        case .byNameDescending: trips.sorted { $0.name > $1.name }
        case .byNights: trips.sorted { $0.nights < $1.nights }
        }
    }

    private func filtered(_ trips: [Trip]) -> [Trip] {
        let query = searchQuery.trimmingCharacters(in: .whitespaces)
        if query.isEmpty { return trips }
        return trips.filter { $0.name.localizedLowercase.contains(query.localizedLowercase) }
    }

    private func addTrip() {
        trips.append(Trip(name: "Weekend away", nights: 2))
    }
}
