import SwiftUI

// A learner who ticks with DispatchQueue.main.asyncAfter, as older tutorials do.
struct TeaTimer: View {
    @State private var tea = ""
    @State private var minutes = 3
    @State private var secondsLeft = 0
    @State private var brewing = false
    @State private var brewNumber = 0
    @State private var showStopDialog = false

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Tea", text: $tea, prompt: Text("Which tea?"))
                Stepper("Minutes: \(minutes)", value: $minutes, in: 1...10)
                if brewing {
                    Text(secondsLeft > 0 ? "\(secondsLeft / 60):" + String(format: "%02d", secondsLeft % 60) : "Ready!")
                } else {
                    Button("Start", action: start)
                        .disabled(tea.isEmpty)
                }
            }
            .navigationTitle("Tea timer")
            .toolbar {
                if brewing {
                    Button("Stop") { showStopDialog = true }
                }
            }
            .confirmationDialog("Stop brewing?", isPresented: $showStopDialog) {
                Button("Stop", role: .destructive) { brewing = false }
                Button("Keep Brewing", role: .cancel) {}
            }
        }
    }

    private func start() {
        secondsLeft = minutes * 60
        brewing = true
        brewNumber += 1
        tick(brewNumber)
    }

    private func tick(_ brew: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            guard brewing, brew == brewNumber, secondsLeft > 0 else { return }
            secondsLeft -= 1
            tick(brew)
        }
    }
}
