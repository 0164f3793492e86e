import SwiftUI

struct Reminder: Identifiable {
    let id = UUID()
    var title: String
    var due: Date
    var priority = 1
}

struct ReminderBoard: View {
    @State private var reminders: [Reminder] = []
    @State private var showingNew = false
    @State private var showingInfo = false
    @State private var selectedReminder: Reminder?
    @State private var confirmDelete: Reminder?
    @State private var lastDismissed = "—"

    var body: some View {
        NavigationStack {
            List(reminders) { reminder in
                VStack(alignment: .leading) {
                    Text(reminder.title)
                    Text(reminder.due, style: .date)
                        .font(.caption)
                }
                .onTapGesture { selectedReminder = reminder }
                .contextMenu {
                    Button("Delete", role: .destructive) { confirmDelete = reminder }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showingInfo = true
                    } label: {
                        Image(systemName: "info.circle")
                    }
                    .popover(isPresented: $showingInfo) {
                        Text("Last closed: \(lastDismissed)")
                            .padding()
                            .presentationCompactAdaptation(.popover)
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New") { showingNew = true }
                }
            }
            .sheet(isPresented: $showingNew, onDismiss: { lastDismissed = "new reminder" }) {
                NewReminderForm { reminders.append($0) }
                    .presentationDetents([.fraction(0.4), .height(500), .large])
                    .interactiveDismissDisabled()
            }
            .sheet(item: $selectedReminder, onDismiss: { lastDismissed = "details" }) { reminder in
                Text(reminder.title)
                    .font(.title)
                    .presentationBackground(.ultraThinMaterial)
            }
            .alert("Delete reminder?", isPresented: Binding(
                get: { confirmDelete != nil },
                set: { if !$0 { confirmDelete = nil } }
            ), presenting: confirmDelete) { reminder in
                Button("Delete", role: .destructive) {
                    reminders.removeAll { $0.id == reminder.id }
                }
            } message: { reminder in
                Text("“\(reminder.title)” will be deleted.")
            }
        }
    }
}

struct NewReminderForm: View {
    var onCreate: (Reminder) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var due = Date.now
    @State private var priority = 1
    @State private var flagged = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: [.date, .hourAndMinute])
                    .datePickerStyle(.graphical)
                Picker("Priority", selection: $priority) {
                    Text("Low").tag(0)
                    Text("Medium").tag(1)
                    Text("High").tag(2)
                }
                .pickerStyle(.wheel)
                Toggle("Flag", systemImage: "flag", isOn: $flagged)
                    .toggleStyle(.button)
            }
            .formStyle(.grouped)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Create") {
                        onCreate(Reminder(title: title, due: due, priority: priority))
                        dismiss()
                    }
                }
            }
        }
    }
}

#Preview {
    ReminderBoard()
}
