import SwiftUI

struct NewTripForm: View {
    @State private var name = ""
    @State private var days = 3
    @State private var saved: String?

    var isValid: Bool {
        !name.isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Text("Plan a new trip")
                TextField("Name", text: $name)
                Stepper("\(days) days", value: $days, in: 1...30)
                Button("Save") {
                    saved = "\(name), \(days) days"
                }
                .disabled(!isValid)
                if let saved {
                    Text("Saved \(saved)")
                }
            }
            .navigationTitle("New Trip")
        }
    }
}
