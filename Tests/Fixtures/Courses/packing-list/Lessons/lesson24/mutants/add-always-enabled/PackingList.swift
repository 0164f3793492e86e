import SwiftUI

struct PackingItem: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct PackingList: View {
    @State private var items = [
        PackingItem(id: 1, name: "Passport"),
        PackingItem(id: 2, name: "Charger"),
        PackingItem(id: 3, name: "Sunscreen"),
        PackingItem(id: 4, name: "Socks"),
    ]
    @State private var query = ""
    @State private var filter = ""
    @State private var newItem = ""
    @State private var pending: PackingItem?
    @State private var confirming = false

    private var visible: [PackingItem] {
        filter.isEmpty ? items : items.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    }

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    TextField("New item", text: $newItem)
                    Button("Add") {
                        items.append(PackingItem(id: (items.map(\.id).max() ?? 0) + 1, name: newItem))
                        newItem = ""
                    }
                }
                List(visible) { item in
                    Text(item.name)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                pending = item
                                confirming = true
                            }
                        }
                }
                .searchable(text: $query)
                .task(id: query) {
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                    } catch {
                        return
                    }
                    filter = query
                }
            }
            .navigationTitle("Packing")
            .confirmationDialog("Remove this item?", isPresented: $confirming) {
                Button("Delete", role: .destructive) {
                    items.removeAll { $0.id == pending?.id }
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}
