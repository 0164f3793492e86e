import SwiftUI

// A learner who keeps the brew in a view model driven by Timer.scheduledTimer.
final class Brew: ObservableObject {
    @Published var secondsLeft = 0
    @Published var isRunning = false
    private var timer: Timer?

    func start(minutes: Int) {
        secondsLeft = minutes * 60
        isRunning = true
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            if self.secondsLeft > 0 {
                self.secondsLeft -= 1
            } else {
                self.timer?.invalidate()
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    var display: String {
        secondsLeft == 0 ? "Ready!" : "\(secondsLeft / 60):\(secondsLeft % 60 < 10 ? "0" : "")\(secondsLeft % 60)"
    }
}

struct TeaTimer: View {
    @StateObject private var brew = Brew()
    @State private var tea = ""
    @State private var minutes = 3
    @State private var confirming = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Tea", text: $tea)
                Stepper("Minutes: \(minutes)", value: $minutes, in: 1...10)
                if brew.isRunning {
                    Text(brew.display)
                } else {
                    Button("Start") { brew.start(minutes: minutes) }
                        .disabled(tea.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .navigationTitle("Tea timer")
            .toolbar {
                if brew.isRunning {
                    Button("Stop", role: .destructive) { brew.stop() }
                }
            }
            .confirmationDialog("Stop brewing?", isPresented: $confirming) {
                Button("Stop", role: .destructive) { brew.stop() }
                Button("Keep Brewing", role: .cancel) {}
            }
        }
    }
}
