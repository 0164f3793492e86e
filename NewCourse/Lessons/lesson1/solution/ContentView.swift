import SwiftUI

/// A row of the list: its own identity, so two items with the same name are still two rows.
struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct ContentView: View {
    @State private var items = [Item(name: "Apples"), Item(name: "Bread"), Item(name: "Coffee")]

    var body: some View {
        NavigationStack {
            List(items) { item in
                Text(item.name)
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        items.append(Item(name: "Item \(items.count + 1)"))
                    }
                }
            }
        }
    }
}
