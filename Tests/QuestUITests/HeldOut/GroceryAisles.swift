//
//  GroceryListView.swift
//  Groceries
//

import SwiftUI

struct GroceryItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var aisle: String
    var isChecked = false
}

class GroceryViewModel: ObservableObject {
    @Published var items: [GroceryItem] = [
        GroceryItem(name: "Apples", aisle: "Produce"),
        GroceryItem(name: "Milk", aisle: "Dairy"),
        GroceryItem(name: "Yoghurt", aisle: "Dairy"),
        GroceryItem(name: "Spinach", aisle: "Produce"),
        GroceryItem(name: "Bread", aisle: "Bakery"),
    ]
    @Published var searchTerm = ""
    @Published var hideChecked = false

    var aisles: [String] {
        Array(Set(filteredItems.map(\.aisle))).sorted()
    }

    var filteredItems: [GroceryItem] {
        items.filter { item in
            (!hideChecked || !item.isChecked) &&
            (searchTerm.isEmpty || item.name.lowercased().contains(searchTerm.lowercased()))
        }
    }

    func items(in aisle: String) -> [GroceryItem] {
        filteredItems.filter { $0.aisle == aisle }
    }

    func toggle(_ item: GroceryItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isChecked.toggle()
        }
    }
}

struct GroceryListView: View {
    @StateObject private var viewModel = GroceryViewModel()
    @State private var showingClearConfirmation = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.aisles, id: \.self) { aisle in
                    Section(header: Text(aisle).font(.headline)) {
                        ForEach(viewModel.items(in: aisle)) { item in
                            Button {
                                viewModel.toggle(item)
                            } label: {
                                HStack {
                                    Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                                        .foregroundColor(item.isChecked ? .green : .gray)
                                    Text(item.name)
                                        .foregroundColor(.primary)
                                        .strikethrough(item.isChecked, color: .gray)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $viewModel.searchTerm, prompt: "Search groceries")
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button(viewModel.hideChecked ? "Show All" : "Hide Done") {
                        withAnimation { viewModel.hideChecked.toggle() }
                    }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(role: .destructive) {
                        showingClearConfirmation = true
                    } label: {
                        Image(systemName: "trash")
                    }
                    .disabled(viewModel.items.allSatisfy { !$0.isChecked })
                }
            }
            .confirmationDialog("Remove checked items?", isPresented: $showingClearConfirmation) {
                Button("Remove", role: .destructive) {
                    viewModel.items.removeAll(where: \.isChecked)
                }
            }
        }
    }
}

struct GroceryListView_Previews: PreviewProvider {
    static var previews: some View {
        GroceryListView()
    }
}
