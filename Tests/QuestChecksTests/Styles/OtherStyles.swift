import QuestUI

// Correct solutions written in styles the reference does not use. Each must pass both view checks.

/// A `[String]` model, `List { ForEach(id: \.self) }`, a `Picker` in the toolbar, `lowercased().contains`, an
/// image-only Add button at `.topBarTrailing`.
struct StringArrayTrips: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var search = ""
    @State private var sortOrder = "Newest"

    var filtered: [String] {
        let sorted = sortOrder == "A–Z" ? trips.sorted() : trips
        if search.isEmpty { return sorted }
        return sorted.filter { $0.lowercased().contains(search.lowercased()) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered, id: \.self) { trip in
                    Text(trip)
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $search)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Picker("Sort", selection: $sortOrder) {
                        Text("Newest").tag("Newest")
                        Text("A–Z").tag("A–Z")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        trips.append("Trip \(trips.count + 1)")
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

/// An `@Observable` store, rows of two texts, a `Menu` holding a `Picker` with a symbol label, a pinned Add button
/// with a high visibility priority, `localizedCaseInsensitiveContains`, and Z–A among the orders.
@Observable final class TripStore {
    struct Entry: Identifiable {
        let id = UUID()
        var name: String
        var days: Int
    }

    enum Order: String, CaseIterable, Identifiable {
        case added = "Added", ascending = "A to Z", descending = "Z to A"
        var id: Self { self }
    }

    var entries = [
        Entry(name: "Lisbon", days: 4), Entry(name: "Kyoto", days: 9), Entry(name: "Reykjavík", days: 5),
        Entry(name: "Málaga", days: 3), Entry(name: "Oslo", days: 2), Entry(name: "Cape Town", days: 12),
    ]
    var order = Order.added

    func entries(matching query: String) -> [Entry] {
        let ordered: [Entry]
        switch order {
        case .added: ordered = entries
        case .ascending: ordered = entries.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .descending: ordered = entries.sorted { $0.name.localizedStandardCompare($1.name) == .orderedDescending }
        }
        return query.isEmpty ? ordered : ordered.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    func addEntry() {
        entries.append(Entry(name: "Trip \(entries.count + 1)", days: 1))
    }
}

struct StoreTrips: View {
    @State private var store = TripStore()
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(store.entries(matching: query)) { entry in
                HStack {
                    Text(entry.name)
                    Spacer()
                    Text("\(entry.days) days")
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $query, prompt: "Find a trip")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Picker("Order", selection: $store.order) {
                            ForEach(TripStore.Order.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Add Trip", systemImage: "plus") { store.addEntry() }
                        .visibilityPriority(.high)
                }
            }
        }
    }
}

/// One `ToolbarItemGroup(placement: .primaryAction)` holding both controls, `NavigationView`, sorting with `<`, and a
/// filter through `range(of:options:)`.
struct GroupedToolbarTrips: View {
    struct Place: Hashable {
        var title: String
    }

    @State private var places = [Place(title: "Lisbon"), Place(title: "Kyoto"), Place(title: "Oslo"), Place(title: "Cape Town")]
    @State private var text = ""
    @State private var alphabetical = false

    var body: some View {
        NavigationView {
            List(visible, id: \.self) { place in
                Text(place.title)
            }
            .navigationTitle("Trips")
            .searchable(text: $text)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Menu("Sort") {
                        Button("Alphabetical") { alphabetical = true }
                        Button("As added") { alphabetical = false }
                    }
                    Button("Add") { places.append(Place(title: "Somewhere new")) }
                }
            }
        }
    }

    private var visible: [Place] {
        let ordered = alphabetical ? places.sorted { $0.title < $1.title } : places
        guard !text.isEmpty else { return ordered }
        return ordered.filter { $0.title.range(of: text, options: .caseInsensitive) != nil }
    }
}

/// Apple's documentation style: `searchResults` computed property, `List { Section { ForEach } }`, the deprecated
/// `.navigationBarTrailing`, a menu-style `Picker` labelled "Sort by", and a `Label` inside the Add button.
struct SectionedTrips: View {
    enum SortKey: Hashable {
        case name, added
    }

    @State private var names = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"]
    @State private var searchText = ""
    @State private var key = SortKey.added

    var searchResults: [String] {
        let ordered = key == .name ? names.sorted { $0.localizedStandardCompare($1) == .orderedAscending } : names
        if searchText.isEmpty {
            return ordered
        } else {
            return ordered.filter { $0.localizedStandardContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Upcoming") {
                    ForEach(searchResults, id: \.self) { name in
                        Text(name)
                    }
                }
            }
            .navigationTitle("Trips")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Picker("Sort by", selection: $key) {
                        Text("Date added").tag(SortKey.added)
                        Text("Name").tag(SortKey.name)
                    }
                    .pickerStyle(.menu)
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        names.append("Trip \(names.count + 1)")
                    } label: {
                        Label("Add Trip", systemImage: "plus")
                    }
                }
            }
        }
        .searchable(text: $searchText)
    }
}

/// Add opens a sheet with a form; Save appends the trip and dismisses it. Search uses `localizedStandardContains`.
struct SheetFormTrips: View {
    @State private var trips = ["Lisbon", "Kyoto", "Oslo", "Cape Town"]
    @State private var isAdding = false
    @State private var query = ""
    @State private var byName = false

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .searchable(text: $query)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Sort") {
                            Button("By name") { byName = true }
                            Button("As added") { byName = false }
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") { isAdding = true }
                    }
                }
                .sheet(isPresented: $isAdding) {
                    NewTripForm { trips.append($0) }
                }
        }
    }

    private var shown: [String] {
        let ordered = byName ? trips.sorted() : trips
        return query.isEmpty ? ordered : ordered.filter { $0.localizedStandardContains(query) }
    }
}

struct NewTripForm: View {
    var save: (String) -> Void
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(name)
                        dismiss()
                    }
                }
            }
        }
    }
}

/// Symbols only: a sort menu labelled by `arrow.up.arrow.down` alone, an Add button showing `plus.circle.fill`,
/// name orders A–Z and Z–A only, and a filter with `range(of:options:)` ignoring case and accents.
struct SymbolOnlyTrips: View {
    @State private var trips = ["Lisbon", "Kyoto", "Reykjavík", "Oslo"]
    @State private var ascending: Bool?
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(visible, id: \.self) { trip in
                Text(trip)
            }
            .navigationTitle("Trips")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Name ↑") { ascending = true }
                        Button("Name ↓") { ascending = false }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        trips.append("Trip \(trips.count + 1)")
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                }
            }
        }
    }

    private var visible: [String] {
        var result = trips
        if let ascending { result.sort { ascending ? $0 < $1 : $0 > $1 } }
        guard !query.isEmpty else { return result }
        return result.filter { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}

/// Add opens an alert with a text field (iOS 16 and later); the Sort menu is a single Toggle.
struct AlertFormToggleSortTrips: View {
    @State private var trips = ["Lisbon", "Kyoto", "Oslo", "Cape Town"]
    @State private var isAdding = false
    @State private var newName = ""
    @State private var query = ""
    @State private var descending = false

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .navigationTitle("Trips")
                .searchable(text: $query)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Sort") {
                            Toggle("Z to A", isOn: $descending)
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { isAdding = true } label: { Image(systemName: "plus") }
                    }
                }
                .alert("New trip", isPresented: $isAdding) {
                    TextField("Destination", text: $newName)
                    Button("Cancel", role: .cancel) {}
                    Button("Add") { trips.append(newName) }
                }
        }
    }

    private var shown: [String] {
        let ordered = trips.sorted { descending ? $0 > $1 : $0 < $1 }
        return query.isEmpty ? ordered : ordered.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}
