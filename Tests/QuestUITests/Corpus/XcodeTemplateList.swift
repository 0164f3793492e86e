//
//  ContentView.swift
//  Checklist
//
//  Created by Student on 03/09/2023.
//

import SwiftUI

struct ChecklistItem: Identifiable, Hashable {
    let id = UUID()
    var timestamp: Date
    var title: String
}

struct ChecklistContentView: View {
    @State private var items: [ChecklistItem] = []

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
                    } label: {
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
        } detail: {
            Text("Select an item")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = ChecklistItem(timestamp: Date(), title: "Item \(items.count + 1)")
            items.append(newItem)
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            items.remove(atOffsets: offsets)
        }
    }
}

#Preview {
    ChecklistContentView()
}
