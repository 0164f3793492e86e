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
    @State private var newItem = ""

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    TextField("New item", text: $newItem)
                    // TODO: Add appends the item; disable it while the name is empty.
                    Button("Add") {}
                }
                List(items) { item in
                    // TODO: a swipe action that asks before removing the item.
                    Text(item.name)
                }
                // TODO: filter 300 ms after the last keystroke, with .task(id: query).
                .searchable(text: $query)
            }
            .navigationTitle("Packing")
        }
    }
}
