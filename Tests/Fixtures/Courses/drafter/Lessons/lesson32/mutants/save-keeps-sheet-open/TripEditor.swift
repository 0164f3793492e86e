import SwiftUI

struct TripEditor: View {
    @State private var draft: Trip
    let onSave: (Trip) -> Void
    @Environment(\.dismiss) private var dismiss

    init(trip: Trip, onSave: @escaping (Trip) -> Void) {
        _draft = State(initialValue: trip)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                Stepper("\(draft.days) days", value: $draft.days, in: 1...30)
            }
            .navigationTitle("Edit Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                    }
                }
            }
        }
    }
}
