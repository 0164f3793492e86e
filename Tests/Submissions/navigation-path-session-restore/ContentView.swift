import SwiftUI

struct ContentView: View {
    @State private var router = Router()
    @State private var names = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var searchTerm = ""
    @State private var sortDescending = false
    @State private var sorted = false

    private var rows: [String] {
        let base = sorted ? names.sorted(by: sortDescending ? (>) : (<)) : names
        guard !searchTerm.isEmpty else { return base }
        return base.filter { $0.range(of: searchTerm, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            List(rows, id: \.self) { name in
                Button(name) {
                    router.path.append(Route.trip(id: names.firstIndex(of: name) ?? 0))
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .trip(let id):
                    Text("Trip \(id)")
                        .toolbar {
                            Button("Home", systemImage: "house") { router.popToRoot() }
                        }
                case .log(let tripID):
                    Text("Log \(tripID)")
                }
            }
            .searchable(text: $searchTerm)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        names.append("Trip \(names.count + 1)")
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort") {
                        Button("Unsorted") { sorted = false }
                        Button("Ascending") { sorted = true; sortDescending = false }
                        Button("Descending") { sorted = true; sortDescending = true }
                    }
                }
            }
        }
        .onOpenURL { url in
            router.open(url)
        }
    }
}
