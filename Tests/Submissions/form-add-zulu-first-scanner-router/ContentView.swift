import SwiftUI

struct Journey: Identifiable {
    let id = UUID()
    var title: String
}

enum Order: String, CaseIterable {
    case newest = "Newest"
    case az = "Name (A–Z)"
    case za = "Name (Z–A)"
}

struct ContentView: View {
    @State private var journeys = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"].map { Journey(title: $0) }
    @State private var query = ""
    @State private var order = Order.newest
    @State private var adding = false

    private var listed: [Journey] {
        let byTitle: (Journey, Journey) -> Bool = { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        let ordered: [Journey] = switch order {
        case .newest: journeys.reversed()
        case .az: journeys.sorted(by: byTitle)
        case .za: journeys.sorted(by: byTitle).reversed()
        }
        guard !query.isEmpty else { return ordered }
        return ordered.filter { $0.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    var body: some View {
        NavigationStack {
            List(listed) { journey in
                Text(journey.title)
            }
            .navigationTitle("Trips")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        ForEach(Order.allCases, id: \.self) { choice in
                            Button(choice.rawValue) { order = choice }
                        }
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { adding = true }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Shuffle", systemImage: "shuffle") { journeys.shuffle() }
                }
                ToolbarOverflowMenu {
                    Button("Remove All", role: .destructive) { journeys.removeAll() }
                }
            }
            .sheet(isPresented: $adding) {
                NewJourneyForm { title in journeys.append(Journey(title: title)) }
            }
        }
    }
}

struct NewJourneyForm: View {
    let save: (String) -> Void
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $title)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(title.trimmingCharacters(in: .whitespaces))
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
