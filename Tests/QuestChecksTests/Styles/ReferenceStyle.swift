import QuestUI

// The lesson's reference solution, written as a learner writes it, and the known mistakes of the mutants folder as
// switches on the same view. Line numbers in failures point into this file, as they would into ContentView.swift.

struct Trip: Identifiable {
    let id = UUID()
    var name: String
}

enum TripOrder: String, CaseIterable {
    case added = "Date Added"
    case name = "Name"
}

/// One known-wrong variation of the reference solution (see Lessons/lesson22/mutants).
enum Mistake: String, CaseIterable, Sendable {
    case caseSensitiveFilter = "case-sensitive-filter"
    case emptyQueryShowsNothing = "empty-query-shows-nothing"
    case prefixOnlyFilter = "prefix-only-filter"
    case searchNotBound = "search-not-bound"
    case searchSortsResults = "search-sorts-results"
    case searchStartingTrips = "search-starting-trips"
    case searchForgetsSortOrder = "search-forgets-sort-order"
    case addAddsNothing = "add-adds-nothing"
    case addAddsTwo = "add-adds-two"
    case sortDoesNothing = "sort-does-nothing"
    case addButtonInOverflow = "add-button-in-overflow"

    /// The check the mistake must fail.
    var check: String {
        switch self {
        case .caseSensitiveFilter, .emptyQueryShowsNothing, .prefixOnlyFilter, .searchNotBound, .searchSortsResults,
             .searchStartingTrips, .searchForgetsSortOrder:
            "search-filter"
        case .addAddsNothing, .addAddsTwo, .sortDoesNothing, .addButtonInOverflow:
            "toolbar-layout"
        }
    }
}

struct ReferenceTrips: View {
    var mistake: Mistake?

    private static let starting = [
        Trip(name: "Lisbon"),
        Trip(name: "Kyoto"),
        Trip(name: "Reykjavík"),
        Trip(name: "Málaga"),
        Trip(name: "Oslo"),
        Trip(name: "Cape Town"),
    ]
    @State private var trips = ReferenceTrips.starting
    @State private var query = ""
    @State private var order = TripOrder.added
    @State private var newTrips: [Trip] = []

    private var shownTrips: [Trip] {
        let source = mistake == .searchStartingTrips && !query.isEmpty ? Self.starting : trips
        let ordered = order == .name && mistake != .sortDoesNothing
            ? source.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            : source
        if query.isEmpty && mistake != .emptyQueryShowsNothing { return ordered }
        let found = (mistake == .searchForgetsSortOrder ? source : ordered).filter { trip in
            switch mistake {
            case .caseSensitiveFilter: trip.name.contains(query)
            case .prefixOnlyFilter: trip.name.lowercased().hasPrefix(query.lowercased())
            default: trip.name.localizedStandardContains(query)
            }
        }
        return mistake == .searchSortsResults ? found.sorted { $0.name < $1.name } : found
    }

    private var addPlacement: ToolbarItemPlacement {
        mistake == .addButtonInOverflow ? .secondaryAction : .primaryAction
    }

    var body: some View {
        NavigationStack {
            List(shownTrips) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
            .searchable(text: mistake == .searchNotBound ? .constant(query) : $query, prompt: "Search trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        ForEach(TripOrder.allCases, id: \.self) { choice in
                            Button(choice.rawValue) { order = choice }
                        }
                    }
                }
                ToolbarItem(placement: addPlacement) {
                    Button("Add", systemImage: "plus") {
                        switch mistake {
                        case .addAddsNothing:
                            newTrips.append(Trip(name: "New Trip"))
                        case .addAddsTwo:
                            trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                            trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                        default:
                            trips.append(Trip(name: "New Trip \(trips.count + 1)"))
                        }
                    }
                }
            }
        }
    }
}

/// Mistake `add-automatic-placement`: a bare `.toolbar { }`, so every item is `.automatic`.
struct AutomaticPlacementTrips: View {
    @State private var trips = ["Lisbon", "Kyoto", "Oslo"]
    @State private var sortedByName = false

    var body: some View {
        NavigationStack {
            List(sortedByName ? trips.sorted() : trips, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .toolbar {
                    Menu("Sort") {
                        Button("Name") { sortedByName = true }
                        Button("Date Added") { sortedByName = false }
                    }
                    Button("Add", systemImage: "plus") { trips.append("New Trip") }
                }
        }
    }
}
