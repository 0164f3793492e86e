import SwiftUI

struct Trail: Identifiable {
    let id = UUID()
    let name: String
    let km: Double
}

struct TrailFinderView: View {
    @State private var trails: [Trail] = [
        Trail(name: "Ridge Loop", km: 8.2),
        Trail(name: "River Walk", km: 3.1),
        Trail(name: "Summit Path", km: 12.4),
    ]
    @State private var searchText = ""
    @State private var isPresentingNew = false

    var results: [Trail] {
        guard !searchText.isEmpty else { return trails }
        return trails.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(results) { trail in
                LabeledContent(trail.name) {
                    Text(trail.km, format: .number.precision(.fractionLength(1)))
                }
            }
            .overlay {
                if trails.isEmpty {
                    ContentUnavailableView("No Trails", systemImage: "figure.hiking", description: Text("Add a trail to get started."))
                } else if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .searchable(text: $searchText)
            .navigationTitle("Trails")
            .toolbar {
                ToolbarItem {
                    Button("Add", systemImage: "plus") {
                        isPresentingNew = true
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear") {
                        trails.removeAll()
                    }
                }
            }
            .sheet(isPresented: $isPresentingNew) {
                NewTrailSheet { trail in
                    trails.append(trail)
                }
                .presentationDetents([.medium, .large])
            }
        }
    }
}

struct NewTrailSheet: View {
    var onAdd: (Trail) -> Void
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var km = 5.0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Slider(value: $km, in: 1...30)
                Text("\(km, specifier: "%.1f") km")
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(Trail(name: name, km: km))
                        dismiss()
                    }
                }
            }
        }
    }
}

#Preview {
    TrailFinderView()
}
