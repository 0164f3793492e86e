import SwiftUI

// A learner who counts down in a .task loop restarted by the brewing flag.
struct TeaTimer: View {
    @State private var tea = ""
    @State private var minutes = 3
    @State private var remaining = 0
    @State private var brewing = false
    @State private var askStop = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Tea") {
                    TextField("Tea", text: $tea)
                    Stepper("Minutes: \(minutes)", value: $minutes, in: 1...10)
                }
                Section {
                    if brewing {
                        if remaining == 0 {
                            Text("Ready!")
                        } else {
                            Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
                        }
                    } else {
                        Button("Start") {
                            remaining = minutes * 60
                            brewing = true
                        }
                        .disabled(tea.isEmpty)
                    }
                }
            }
            .navigationTitle("Tea timer")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if brewing {
                        Button("Stop") { askStop = true }
                    }
                }
            }
            .confirmationDialog("Stop brewing?", isPresented: $askStop, titleVisibility: .visible) {
                Button("Stop", role: .destructive) { brewing = false }
                Button("Keep Brewing", role: .cancel) { }
            }
            .task(id: brewing) {
                while brewing && remaining > 0 {
                    do {
                        try await Task.sleep(for: .seconds(1))
                    } catch {
                        return
                    }
                    remaining -= 1
                }
            }
        }
    }
}
