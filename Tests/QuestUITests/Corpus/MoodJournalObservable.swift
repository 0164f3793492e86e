import SwiftUI

enum Mood: String, CaseIterable, Identifiable, Codable {
    case great = "😄"
    case okay = "🙂"
    case meh = "😐"
    case bad = "😞"

    var id: String { rawValue }
}

struct JournalEntry: Identifiable, Codable, Hashable {
    var id = UUID()
    var date = Date()
    var mood: Mood
    var note: String
}

@Observable
final class Journal {
    private(set) var entries: [JournalEntry] = []

    func add(mood: Mood, note: String) {
        entries.insert(JournalEntry(mood: mood, note: note), at: 0)
    }

    func delete(_ offsets: IndexSet) {
        entries.remove(atOffsets: offsets)
    }
}

struct JournalView: View {
    @State private var journal = Journal()
    @State private var mood: Mood = .okay
    @State private var note = ""

    var body: some View {
        NavigationStack {
            List {
                Section("How are you?") {
                    Picker("Mood", selection: $mood) {
                        ForEach(Mood.allCases) { mood in
                            Text(mood.rawValue).tag(mood)
                        }
                    }
                    .pickerStyle(.segmented)
                    TextField("Note", text: $note)
                    Button("Log") {
                        journal.add(mood: mood, note: note)
                        note = ""
                    }
                }
                Section("History") {
                    ForEach(journal.entries) { entry in
                        HStack(alignment: .top) {
                            Text(entry.mood.rawValue).font(.title)
                            VStack(alignment: .leading) {
                                Text(entry.date, style: .date)
                                    .font(.caption)
                                Text(entry.note)
                            }
                        }
                    }
                    .onDelete(perform: journal.delete)
                }
            }
            .navigationTitle("Mood Journal")
        }
    }
}

#Preview {
    JournalView()
}
