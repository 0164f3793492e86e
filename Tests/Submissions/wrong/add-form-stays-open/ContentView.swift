import SwiftUI

struct Trip: Identifiable, Hashable {
    let id: UUID
    var destination: String
    var startDate: Date

    init(_ destination: String, daysFromNow: Int) {
        self.id = UUID()
        self.destination = destination
        self.startDate = Date().addingTimeInterval(Double(daysFromNow) * 86_400)
    }
}

enum TripSort: String, CaseIterable, Identifiable {
    case destination = "Destination"
    case date = "Start date"
    var id: String { rawValue }
}

struct ContentView: View {
    @State private var trips = [
        Trip("Lisbon", daysFromNow: 30),
        Trip("Kyoto", daysFromNow: 5),
        Trip("Reykjavík", daysFromNow: 90),
        Trip("Málaga", daysFromNow: 12),
        Trip("Oslo", daysFromNow: 60),
        Trip("Cape Town", daysFromNow: 2),
    ]
    @State private var searchText = ""
    @State private var sort: TripSort = .date
    @State private var showingAddTrip = false

    private var results: [Trip] {
        let sorted: [Trip]
        switch sort {
        case .destination:
            sorted = trips.sorted { $0.destination.localizedCaseInsensitiveCompare($1.destination) == .orderedAscending }
        case .date:
            sorted = trips.sorted { $0.startDate < $1.startDate }
        }
        if searchText.isEmpty { return sorted }
        return sorted.filter { $0.destination.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(results) { trip in
                NavigationLink(value: trip) {
                    Label(trip.destination, systemImage: "airplane")
                }
            }
            .overlay {
                if results.isEmpty && !searchText.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                Text(trip.destination)
            }
            .searchable(text: $searchText, prompt: "Destination")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Trip", systemImage: "plus") {
                        showingAddTrip = true
                    }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        ForEach(TripSort.allCases) { option in
                            Button(option.rawValue) { sort = option }
                        }
                    }
                }
            }
            .sheet(isPresented: $showingAddTrip) {
                AddTripView { name in
                    trips.append(Trip(name, daysFromNow: 100))
                }
            }
        }
    }
}

struct AddTripView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Destination", text: $name)
            }
            .navigationTitle("New Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name.trimmingCharacters(in: .whitespaces))
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
