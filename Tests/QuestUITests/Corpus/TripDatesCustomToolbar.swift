import SwiftUI

// A trips list as a learner on iOS 26 writes it: dates in LabeledContent rows, a customizable toolbar whose Sort menu
// holds an inline picker and a toggle, and the search field minimized into the bottom bar.

struct DatedTrip: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var leaves: Date
}

enum TripSort: String, CaseIterable, Identifiable {
    case added = "Date Added"
    case name = "Name"
    case leaving = "Leaving"
    var id: Self { self }
}

struct TripDatesView: View {
    @State private var trips = [
        DatedTrip(name: "Lisbon", leaves: Date(timeIntervalSince1970: 1_800_000_000)),
        DatedTrip(name: "Kyoto", leaves: Date(timeIntervalSince1970: 1_790_000_000)),
    ]
    @State private var query = ""
    @State private var sort = TripSort.added
    @State private var ascending = true

    private var shown: [DatedTrip] {
        var result = query.isEmpty ? trips : trips.filter { $0.name.localizedStandardContains(query) }
        switch sort {
        case .added: break
        case .name: result.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .leaving: result.sort { $0.leaves < $1.leaves }
        }
        return ascending ? result : result.reversed()
    }

    var body: some View {
        NavigationStack {
            List(shown) { trip in
                LabeledContent(trip.name, value: trip.leaves, format: .dateTime.day().month())
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Search trips")
            .searchToolbarBehavior(.minimize)
            .toolbar(id: "trips") {
                ToolbarItem(id: "sort", placement: .topBarLeading) {
                    Menu {
                        Section("Sort by") {
                            Picker("Sort by", selection: $sort) {
                                ForEach(TripSort.allCases) { Text($0.rawValue).tag($0) }
                            }
                            .pickerStyle(.inline)
                        }
                        Divider()
                        Toggle(isOn: $ascending) { Label("Ascending", systemImage: "arrow.up") }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down.circle")
                    }
                    .menuOrder(.fixed)
                }
                ToolbarItem(id: "add", placement: .primaryAction) {
                    Button("Add", systemImage: "plus", action: add)
                }
            }
            .toolbar {
                ToolbarSpacer(.flexible, placement: .bottomBar)
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
            }
            .toolbarTitleDisplayMode(.inlineLarge)
        }
    }

    private func add() {
        withAnimation(.spring) {
            trips.append(DatedTrip(name: "Trip \(trips.count + 1)", leaves: .now))
        }
    }
}
