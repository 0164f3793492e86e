import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
    var notes = ""
}

struct Draft: Identifiable {
    let id = UUID()
    var name = ""
    var notes = ""
}

enum TripOrder: String, CaseIterable, Identifiable {
    case manual, alphabetical, reverseAlphabetical
    var id: String { rawValue }

    var label: Label<Text, Image> {
        switch self {
        case .manual: Label("Manual", systemImage: "hand.point.up")
        case .alphabetical: Label("A to Z", systemImage: "textformat")
        case .reverseAlphabetical: Label("Z to A", systemImage: "textformat")
        }
    }
}

struct ContentView: View {
    @State private var trips: [Trip] = ["Lisbon", "Kyoto", "Reykjavík", "Málaga", "Oslo", "Cape Town"].map { Trip(name: $0) }
    @State private var draft: Draft?
    @State private var search = ""
    @State private var order = TripOrder.manual

    var body: some View {
        NavigationStack {
            List {
                ForEach(trips.sorted(by: compare).filter(matches)) { trip in
                    Text(trip.name)
                }
            }
            .navigationTitle("Trips")
            .searchable(text: $search)
            .toolbar {
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Menu {
                        Section("Sort") {
                            Picker("Order", selection: $order) {
                                ForEach(TripOrder.allCases) { order in
                                    order.label.tag(order)
                                }
                            }
                            .pickerStyle(.inline)
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                    Button {
                        draft = Draft()
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(item: $draft) { draft in
                DraftForm(draft: draft) { finished in
                    trips.append(Trip(name: finished.name, notes: finished.notes))
                }
            }
        }
    }

    private func compare(_ a: Trip, _ b: Trip) -> Bool {
        switch order {
        case .manual: false
        case .alphabetical: a.name.localizedStandardCompare(b.name) == .orderedAscending
        case .reverseAlphabetical: a.name.localizedStandardCompare(b.name) == .orderedDescending
        }
    }

    private func matches(_ trip: Trip) -> Bool {
        search.isEmpty || trip.name.localizedStandardContains(search)
    }
}

struct DraftForm: View {
    @State var draft: Draft
    var onDone: (Draft) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Trip") {
                    TextField("Name", text: $draft.name)
                    TextField("Notes", text: $draft.notes, axis: .vertical)
                }
            }
            .navigationTitle("New Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        onDone(draft)
                        dismiss()
                    }
                    .disabled(draft.name.isEmpty)
                }
            }
        }
    }
}
