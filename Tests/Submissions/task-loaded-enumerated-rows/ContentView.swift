import SwiftUI

struct Trip: Identifiable, Sendable {
    let id: UUID
    var city: String
    var country: String
    var start: Date
}

enum TripLoader {
    static func load() async -> [Trip] {
        let calendar = Calendar(identifier: .gregorian)
        let base = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!
        let cities = [("Lisbon", "Portugal"), ("Kyoto", "Japan"), ("Reykjavík", "Iceland"),
                      ("Málaga", "Spain"), ("Oslo", "Norway"), ("Cape Town", "South Africa")]
        return cities.enumerated().map { index, pair in
            Trip(id: UUID(), city: pair.0, country: pair.1,
                 start: calendar.date(byAdding: .day, value: (index * 37) % 90, to: base)!)
        }
    }
}

struct ContentView: View {
    @State private var trips: [Trip]
    @State private var isLoaded = false
    @State private var searchText: String
    @State private var sortOrder = SortOrder.soonest

    enum SortOrder: String, CaseIterable, Identifiable {
        case soonest = "Soonest"
        case city = "City"
        var id: Self { self }
    }

    init() {
        _trips = State(initialValue: [])
        _searchText = State(initialValue: "")
    }

    var matchingTrips: [Trip] {
        let ordered: [Trip] = switch sortOrder {
        case .soonest: trips.sorted { $0.start < $1.start }
        case .city: trips.sorted { $0.city.lowercased() < $1.city.lowercased() }
        }
        if searchText.isEmpty { return ordered }
        return ordered.filter {
            $0.city.localizedCaseInsensitiveContains(searchText) || $0.country.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(matchingTrips.enumerated()), id: \.element.id) { index, trip in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(trip.city)
                            .font(.headline)
                        Text("\(trip.country) · \(trip.start.formatted(date: .abbreviated, time: .omitted))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .listRowBackground(index.isMultiple(of: 2) ? Color.clear : Color.gray.opacity(0.1))
                }
                .onDelete { offsets in
                    let ids = offsets.map { matchingTrips[$0].id }
                    trips.removeAll { ids.contains($0.id) }
                }
            }
            .navigationTitle("Trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .pickerStyle(.menu)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        trips.append(Trip(id: UUID(), city: "New City", country: "Unknown", start: .now))
                    } label: {
                        Label("Add Trip", systemImage: "plus")
                            .labelStyle(.iconOnly)
                    }
                }
            }
            .task {
                guard !isLoaded else { return }
                trips = await TripLoader.load()
                isLoaded = true
            }
        }
        .searchable(text: $searchText)
    }
}
