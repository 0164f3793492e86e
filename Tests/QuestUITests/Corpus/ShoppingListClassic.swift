//
//  ShoppingList.swift
//  ShoppingList
//
//  Created by Student on 10/5/20.
//

import SwiftUI

struct ShoppingItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var bought: Bool = false
}

class ShoppingListViewModel: ObservableObject {
    @Published var items = [ShoppingItem]()
    @Published var newItemName = ""

    func addItem() {
        guard !newItemName.isEmpty else { return }
        self.items.append(ShoppingItem(name: newItemName, quantity: 1))
        self.newItemName = ""
    }

    func toggle(_ item: ShoppingItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].bought.toggle()
    }
}

struct ShoppingListView: View {
    @ObservedObject var viewModel: ShoppingListViewModel
    @State private var showingActionSheet = false

    var body: some View {
        NavigationView {
            VStack {
                HStack {
                    TextField("Add an item", text: $viewModel.newItemName, onCommit: {
                        self.viewModel.addItem()
                    })
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    Button(action: viewModel.addItem) {
                        Image(systemName: "plus.circle.fill")
                            .imageScale(.large)
                    }
                }
                .padding()

                List {
                    ForEach(viewModel.items) { item in
                        HStack {
                            Image(systemName: item.bought ? "checkmark.square" : "square")
                            Text(item.name)
                                .strikethrough(item.bought)
                            Spacer()
                            Text("x\(item.quantity)")
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            self.viewModel.toggle(item)
                        }
                    }
                }
                .listStyle(PlainListStyle())
            }
            .navigationBarTitle(Text("Shopping"))
            .navigationBarItems(trailing:
                Button("Options") {
                    self.showingActionSheet = true
                }
            )
            .actionSheet(isPresented: $showingActionSheet) {
                ActionSheet(title: Text("List options"), message: nil, buttons: [
                    .default(Text("Mark all bought")) {
                        for index in self.viewModel.items.indices {
                            self.viewModel.items[index].bought = true
                        }
                    },
                    .destructive(Text("Clear list")) {
                        self.viewModel.items.removeAll()
                    },
                    .cancel()
                ])
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct ShoppingListView_Previews: PreviewProvider {
    static var previews: some View {
        ShoppingListView(viewModel: ShoppingListViewModel())
    }
}
