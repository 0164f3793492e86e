import QuestUI
import Testing

// Sheets, covers, alerts and dialogs: what is presented becomes the screen the host acts on.

struct Note: Identifiable {
    let id: Int
    var title: String
}

struct NotesView: View {
    @State private var showingNew = false
    @State private var editing: Note?
    @State private var confirmingDelete = false
    @State private var notes = [Note(id: 1, title: "Pack"), Note(id: 2, title: "Book")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    Button(note.title) { editing = note }
                }
            }
            .toolbar {
                Button("New", systemImage: "square.and.pencil") { showingNew = true }
                Button("Delete all", role: .destructive) { confirmingDelete = true }
            }
            .sheet(isPresented: $showingNew) {
                NewNote { title in notes.append(Note(id: notes.count + 1, title: title)) }
            }
            .sheet(item: $editing) { note in
                Text("Editing \(note.title)")
            }
            .confirmationDialog("Delete all notes?", isPresented: $confirmingDelete) {
                Button("Delete", role: .destructive) { notes.removeAll() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }
}

struct NewNote: View {
    let save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Text(isPresented ? "presented" : "not presented")
            Button("Save") {
                save(title)
                dismiss()
            }
        }
    }
}

@Suite("Sheets, dialogs and dismissal") @MainActor
struct PresentationTests {
    @Test("a sheet presents, and dismiss() in it closes it")
    func sheetPresentsAndDismisses() throws {
        let host = ViewHost(NotesView())
        #expect(host.presentedSheet == nil)
        try host.tap(button: "New")
        let sheet = try #require(host.presentedSheet)
        #expect(sheet.kind == "NewNote")
        #expect(sheet.allTexts.contains("presented"))

        try host.enter("Visa", inField: "Title")
        try host.tap(button: "Save")
        #expect(host.presentedSheet == nil)
        #expect(host.rows() == ["Pack", "Book", "Visa"])
    }

    @Test("sheet(item:) presents the item and dismissSheet() clears it")
    func sheetForItem() throws {
        let host = ViewHost(NotesView())
        try host.tap(button: "Book")
        #expect(host.presentedSheet?.allTexts == ["Editing Book"])
        try host.dismissSheet()
        #expect(host.presentedSheet == nil)
    }

    @Test("a confirmation dialog's button runs and dismisses the dialog")
    func confirmationDialog() throws {
        let host = ViewHost(NotesView())
        try host.tap(button: "Delete all")
        let dialog = try #require(host.presentedAlert)
        #expect(dialog.texts == ["Delete all notes?"])
        #expect(dialog.allTexts.contains("This cannot be undone."))
        try host.tap(button: "Delete")
        #expect(host.presentedAlert == nil)
        #expect(host.rows().isEmpty)
    }

    @Test("a confirmation dialog without a cancel button gets the system's Cancel, which dismisses it and runs nothing else")
    func confirmationDialogCancel() throws {
        let host = ViewHost(CancelessDialogView())
        try host.tap(button: "Delete all")
        let buttons = host.controls.filter { $0.location.presentation == "confirmationDialog" }
        #expect(buttons.map(\.label) == ["Delete", "Cancel"])
        #expect(buttons.map(\.role) == ["destructive", "cancel"])
        try host.tap(button: "Cancel")
        #expect(host.presentedAlert == nil)
        #expect(host.rows() == ["Lisbon", "Kyoto"])
        // One that has its own cancel button keeps only that one; an alert gets no Cancel.
        let notes = ViewHost(NotesView())
        try notes.tap(button: "Delete all")
        #expect(notes.controls.filter { $0.location.presentation == "confirmationDialog" }.map(\.label) == ["Delete", "Cancel"])
    }

    @Test("while a sheet is up, buttons behind it cannot be tapped")
    func sheetIsModal() throws {
        let host = ViewHost(NotesView())
        try host.tap(button: "New")
        #expect(throws: ViewHostError.self) { try host.tap(button: "Pack") }
    }
}

/// A dialog with only its destructive button, as on iOS: the system supplies Cancel.
struct CancelessDialogView: View {
    @State private var trips = ["Lisbon", "Kyoto"]
    @State private var confirming = false

    var body: some View {
        List(trips, id: \.self) { Text($0) }
            .toolbar { Button("Delete all", role: .destructive) { confirming = true } }
            .confirmationDialog("Delete every trip?", isPresented: $confirming) {
                Button("Delete", role: .destructive) { trips.removeAll() }
            }
    }
}
