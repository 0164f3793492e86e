import SwiftUI

struct Place: Identifiable {
    let id = UUID()
    let name: String
}

struct ContentView: View {
    @State private var places = [
        Place(name: "Route 66"),
        Place(name: "Area 51"),
        Place(name: "Pier 39"),
        Place(name: "Lisbon"),
        Place(name: "Kyoto"),
        Place(name: "Studio 54"),
    ]
    @State private var search = ""
    @State private var byName = false
    @State private var nextNumber = 1

    private var visible: [Place] {
        let ordered = byName ? places.sorted { $0.name.localizedCompare($1.name) == .orderedAscending } : places
        if search.isEmpty { return ordered }
        return ordered.filter { $0.name.localizedStandardContains(search) }
    }

    var body: some View {
        NavigationStack {
            List(visible) { place in
                Text(place.name)
            }
            .navigationTitle("Trips")
            .searchable(text: $search)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        Button("As Added") { byName = false }
                        Button("By Name") { byName = true }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        places.append(Place(name: "Stop \(nextNumber)0\(nextNumber)"))
                        nextNumber += 1
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Mix") { places.shuffle() }
                }
                ToolbarOverflowMenu {
                    Button("Clear", role: .destructive) { places = [] }
                }
            }
        }
    }
}
