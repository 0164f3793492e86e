import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var todos: [TodoItem] = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
    ]

    func toggle(_ todo: TodoItem) {
        guard let index = todos.firstIndex(of: todo) else { return }
        todos[index].isDone.toggle()
    }
}

@main
struct TodoApp: App {
    @StateObject private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            TodoListView()
                .environmentObject(store)
        }
    }
}

struct TodoListView: View {
    @EnvironmentObject var store: TodoStore
    @AppStorage("showCompleted") private var showCompleted = true
    @State private var newTitle = ""

    var filtered: [TodoItem] {
        showCompleted ? store.todos : store.todos.filter { !$0.isDone }
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("New")) {
                    HStack {
                        TextField("What needs doing?", text: $newTitle)
                        Button(action: add) {
                            Image(systemName: "plus.circle.fill")
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }
                Section(header: Text("Todos")) {
                    ForEach(filtered) { todo in
                        HStack {
                            Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                                .foregroundColor(todo.isDone ? .green : .gray)
                            Text(todo.title)
                                .strikethrough(todo.isDone)
                        }
                        .onTapGesture { store.toggle(todo) }
                    }
                    .onDelete { store.todos.remove(atOffsets: $0) }
                    .onMove { store.todos.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Todos", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Toggle("Show done", isOn: $showCompleted)
                }
            }
        }
    }

    private func add() {
        store.todos.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}
