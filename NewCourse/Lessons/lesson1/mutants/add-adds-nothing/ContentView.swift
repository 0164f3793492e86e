import SwiftUI

struct ContentView: View {
    @State private var items = ["Apples", "Bread", "Coffee"]

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        _ = "Item \(items.count + 1)"
                    }
                }
            }
        }
    }
}
