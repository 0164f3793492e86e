import SwiftUI

struct ContentView: View {
    @State private var destinations: [String] = [
        "Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town",
    ]
    @State private var search = ""
    @State private var reversed = false
    @State private var counter = 1

    var body: some View {
        let sorted = destinations.sorted { a, b in
            reversed ? a.localizedStandardCompare(b) == .orderedDescending
                     : a.localizedStandardCompare(b) == .orderedAscending
        }
        let shown = search.isEmpty ? sorted : sorted.filter { $0.localizedStandardContains(search) }

        return NavigationStack {
            List {
                Section("Upcoming") {
                    ForEach(shown, id: \.self) { destination in
                        Text(destination)
                            .swipeActions {
                                Button("Delete", role: .destructive) {
                                    destinations.removeAll { $0 == destination }
                                }
                            }
                    }
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $search)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button {
                        destinations.append("Destination \(counter)")
                        counter += 1
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                    Menu {
                        Toggle("Z to A", isOn: $reversed)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }
}
