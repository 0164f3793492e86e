import SwiftUI

struct PantryItem: Identifiable {
    let id = UUID()
    var name: String
    var count: Int
    var isLow: Bool { count < 2 }
}

struct PantryView: View {
    @State private var items = [
        PantryItem(name: "Rice", count: 3),
        PantryItem(name: "Pasta", count: 1),
        PantryItem(name: "Beans", count: 0),
    ]

    var lowItems: Int {
        items.filter(\.isLow).count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($items) { $item in
                        Stepper(value: $item.count, in: 0...20) {
                            HStack {
                                TextField("Name", text: $item.name)
                                if item.isLow {
                                    Image(systemName: "exclamationmark.triangle.fill")
                                        .foregroundColor(.orange)
                                }
                            }
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                } header: {
                    Text("Shelf")
                } footer: {
                    Text("\(lowItems) items running low")
                }

                Section("Quick add") {
                    Stepper("Add rice") {
                        items[0].count += 1
                    } onDecrement: {
                        items[0].count = max(0, items[0].count - 1)
                    }
                }
            }
            .navigationTitle("Pantry")
            .toolbar {
                EditButton()
            }
        }
    }
}

#Preview {
    PantryView()
}
