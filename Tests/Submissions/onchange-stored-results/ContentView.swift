import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var title: String
    var year: Int
}

@Observable
class TripList {
    var all: [Trip] = [
        Trip(title: "Lisbon", year: 2019),
        Trip(title: "Kyoto", year: 2023),
        Trip(title: "Reykjavík", year: 2021),
        Trip(title: "Málaga", year: 2024),
        Trip(title: "Oslo", year: 2018),
        Trip(title: "Cape Town", year: 2022),
    ]
}

struct ContentView: View {
    @State private var list = TripList()
    @State private var searchText = ""
    @State private var isSearching = false
    @State private var results: [Trip] = []
    @State private var newestFirst = true
    @State private var alphabetical = false

    var body: some View {
        NavigationStack {
            List(results) { trip in
                HStack {
                    Text(trip.title)
                    Spacer()
                    Text(String(trip.year))
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $searchText, isPresented: $isSearching)
            .onAppear(perform: refresh)
            .onChange(of: searchText) { _, _ in
                refresh()
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Section("Sort by") {
                            Button {
                                alphabetical = false
                                refresh()
                            } label: {
                                Label("Year", systemImage: alphabetical ? "" : "checkmark")
                            }
                            Button {
                                alphabetical = true
                                refresh()
                            } label: {
                                Label("Title", systemImage: alphabetical ? "checkmark" : "")
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        list.all.insert(Trip(title: "New trip", year: 2025), at: 0)
                        refresh()
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
        }
    }

    private func refresh() {
        let sorted = alphabetical
            ? list.all.sorted { $0.title.caseInsensitiveCompare($1.title) == .orderedAscending }
            : list.all.sorted { $0.year > $1.year }
        if searchText.isEmpty {
            results = sorted
        } else {
            results = sorted.filter { $0.title.uppercased().contains(searchText.uppercased()) }
        }
    }
}
