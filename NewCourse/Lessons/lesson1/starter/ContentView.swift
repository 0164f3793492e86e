import SwiftUI

struct ContentView: View {
    @State private var items = ["Apples", "Bread", "Coffee"]

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Shopping")
            // TODO: add a toolbar with an Add button that appends "Item 4", then "Item 5", …
        }
    }
}
