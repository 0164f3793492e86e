import SwiftUI

struct ContentView: View {
    @State private var places = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(places.filter { searchText.isEmpty || $0.range(of: searchText, options: [.caseInsensitive]) != nil }, id: \.self) {
                    Text($0)
                }
                .onMove { places.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Trips")
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Name ascending") { places.sort() }
                        Button("Name descending") { places.sort(by: >) }
                        Button("Shuffle") { places.shuffle() }
                    }
                    Button("Add", systemImage: "plus") {
                        var number = places.count + 1
                        while places.contains("Trip \(number)") { number += 1 }
                        places.append("Trip \(number)")
                    }
                }
            }
        }
    }
}
