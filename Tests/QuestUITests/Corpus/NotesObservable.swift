import SwiftUI
import Observation

@Observable
class Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var text: String
    var pinned = false

    init(title: String, text: String) {
        self.title = title
        self.text = text
    }

    static func == (lhs: Note, rhs: Note) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
class NoteStore {
    var notes: [Note] = [
        Note(title: "Groceries", text: "Milk, eggs"),
        Note(title: "Ideas", text: "An app for plants"),
    ]

    var sorted: [Note] {
        notes.sorted { ($0.pinned ? 0 : 1, $0.title) < ($1.pinned ? 0 : 1, $1.title) }
    }

    func add() -> Note {
        let note = Note(title: "New note", text: "")
        notes.append(note)
        return note
    }
}

struct NotesHome: View {
    @State private var store = NoteStore()
    @State private var path: [Note] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(store.sorted) { note in
                NavigationLink(value: note) {
                    HStack {
                        if note.pinned {
                            Image(systemName: "pin.fill")
                        }
                        Text(note.title)
                    }
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteEditor(note: note)
            }
            .toolbar {
                Button("New", systemImage: "square.and.pencil") {
                    path.append(store.add())
                }
            }
        }
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            Toggle("Pinned", isOn: $note.pinned)
            TextEditor(text: $note.text)
                .frame(minHeight: 200)
        }
        .navigationTitle(note.title)
    }
}

#Preview {
    NotesHome()
}
