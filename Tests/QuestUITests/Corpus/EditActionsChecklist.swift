// A checklist edited in place, the iOS 16+ way: List($items, editActions:) deletes and moves without onDelete.
import SwiftUI

struct ChecklistItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct EditActionsChecklist: View {
    @State private var items = [ChecklistItem(title: "Book flights"), ChecklistItem(title: "Pack")]
    @State private var confirmClear = false

    var body: some View {
        NavigationStack {
            List($items, editActions: .all) { $item in
                Toggle(item.title, isOn: $item.isDone)
                    .swipeActions(edge: .leading) {
                        Button("Rename") { item.title += " (edited)" }
                    }
            }
            .toolbar {
                EditButton()
                Button("Clear", role: .destructive) { confirmClear = true }
                    .disabled(items.isEmpty)
            }
            .confirmationDialog("Clear the list?", isPresented: $confirmClear) {
                Button("Clear", role: .destructive) { items.removeAll() }
            }
            .navigationTitle("Checklist")
        }
    }
}
