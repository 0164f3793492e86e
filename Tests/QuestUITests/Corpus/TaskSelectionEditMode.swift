import SwiftUI

struct TodoTask: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var done = false
}

struct TaskSelectionView: View {
    @State private var tasks = [
        TodoTask(title: "Water plants"),
        TodoTask(title: "Call mum"),
        TodoTask(title: "Finish essay"),
    ]
    @State private var selection = Set<UUID>()
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(tasks) { task in
                    Text(task.title)
                        .strikethrough(task.done)
                }
                .onMove(perform: move)
                .onDelete(perform: delete)
            }
            .environment(\.editMode, $editMode)
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Complete \(selection.count)") {
                        for index in tasks.indices where selection.contains(tasks[index].id) {
                            tasks[index].done = true
                        }
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }

    func move(from source: IndexSet, to destination: Int) {
        tasks.move(fromOffsets: source, toOffset: destination)
    }

    func delete(at offsets: IndexSet) {
        tasks.remove(atOffsets: offsets)
    }
}

#Preview {
    TaskSelectionView()
}
