import SwiftUI

enum Column: String, CaseIterable, Identifiable {
    case todo = "To Do", doing = "Doing", done = "Done"
    var id: String { rawValue }
}

struct Card: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var column: Column
}

struct KanbanView: View {
    @State private var cards = [
        Card(title: "Design icon", column: .todo),
        Card(title: "Write tests", column: .doing),
        Card(title: "Set up CI", column: .done),
    ]
    @State private var newTitle = ""
    @State private var showingNewCard = false
    @State private var selectedColumn: Column = .todo

    var body: some View {
        NavigationStack {
            VStack {
                Picker("Column", selection: $selectedColumn) {
                    ForEach(Column.allCases) { column in
                        Text("\(column.rawValue) (\(cards.filter { $0.column == column }.count))").tag(column)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                List {
                    ForEach(cards.filter { $0.column == selectedColumn }) { card in
                        Text(card.title)
                            .contextMenu {
                                ForEach(Column.allCases.filter { $0 != card.column }) { column in
                                    Button("Move to \(column.rawValue)") {
                                        move(card, to: column)
                                    }
                                }
                            }
                    }
                    .onDelete { offsets in
                        let visible = cards.filter { $0.column == selectedColumn }
                        let ids = offsets.map { visible[$0].id }
                        cards.removeAll { ids.contains($0.id) }
                    }
                }
            }
            .navigationTitle("Board")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        showingNewCard = true
                    }
                }
            }
            .alert("New card", isPresented: $showingNewCard) {
                TextField("Title", text: $newTitle)
                Button("Add") {
                    cards.append(Card(title: newTitle, column: selectedColumn))
                    newTitle = ""
                }
                Button("Cancel", role: .cancel) { newTitle = "" }
            }
        }
    }

    private func move(_ card: Card, to column: Column) {
        guard let index = cards.firstIndex(of: card) else { return }
        withAnimation {
            cards[index].column = column
        }
    }
}

#Preview {
    KanbanView()
}
