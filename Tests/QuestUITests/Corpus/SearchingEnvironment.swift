import SwiftUI

struct City: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let country: String
}

struct CitySearchResults: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    let cities: [City]
    @Binding var selected: City?

    var body: some View {
        List(cities) { city in
            Button {
                selected = city
                dismissSearch()
            } label: {
                VStack(alignment: .leading) {
                    Text(city.name)
                    Text(city.country).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .overlay(alignment: .bottom) {
            if isSearching {
                Text("\(cities.count) matches")
                    .padding(8)
                    .background(.regularMaterial, in: Capsule())
            }
        }
    }
}

struct CityPickerView: View {
    @State private var query = ""
    @State private var searchPresented = false
    @State private var selected: City?

    let cities = [
        City(name: "Lisbon", country: "Portugal"),
        City(name: "Lyon", country: "France"),
        City(name: "Lima", country: "Peru"),
        City(name: "Oslo", country: "Norway"),
    ]

    var matches: [City] {
        query.isEmpty ? cities : cities.filter { $0.name.lowercased().hasPrefix(query.lowercased()) }
    }

    var body: some View {
        NavigationStack {
            CitySearchResults(cities: matches, selected: $selected)
                .searchable(text: $query, isPresented: $searchPresented, prompt: "City")
                .navigationTitle(selected?.name ?? "Choose a city")
                .navigationDestination(item: $selected) { city in
                    Text("Welcome to \(city.name)")
                }
                .toolbar {
                    Button("Search") {
                        searchPresented = true
                    }
                }
        }
    }
}

#Preview {
    CityPickerView()
}
