import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

struct NewTripSheet: View {
    let existing: [String]
    let save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var nights: Int? = 3
    private let limit = 32

    private var cleaned: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ").joined(separator: " ")   // collapse double spaces
    }
    private var isDuplicate: Bool {
        existing.contains { $0.caseInsensitiveCompare(cleaned) == .orderedSame }
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Trip name", text: $name)
                        .onChange(of: name) { _, newValue in
                            if newValue.count > limit { name = String(newValue.prefix(limit)) }
                        }
                    TextField("Nights", value: $nights, format: .number)
                        .keyboardType(.numberPad)
                } footer: {
                    if isDuplicate { Text("You already have a trip with that name.") }
                    else { Text("\(name.count)/\(limit)") }
                }
            }
            .navigationTitle("New Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save(cleaned); dismiss() }
                        .disabled(cleaned.isEmpty || isDuplicate || (nights ?? 0) < 1)
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var trips = [
        Trip(name: "Lisbon"), Trip(name: "Kyoto"), Trip(name: "Reykjavík"),
        Trip(name: "Málaga"), Trip(name: "Oslo"), Trip(name: "Cape Town"),
    ]
    @State private var query = ""
    @State private var order = TripOrder.added
    @State private var showingNew = false

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
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        ForEach(TripOrder.allCases, id: \.self) { choice in
                            Button(choice.rawValue) { order = choice }
                        }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { showingNew = true }
                }
            }
            .sheet(isPresented: $showingNew) {
                NewTripSheet(existing: trips.map(\.name)) { trips.append(Trip(name: $0)) }
            }
        }
    }
}
