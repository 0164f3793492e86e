import SwiftUI
import Combine

// A learner who subscribes to a Timer publisher in an @Observable model.
@Observable
final class TeaBrew {
    var left = 0
    var running = false
    private var ticks: AnyCancellable?

    func start(minutes: Int) {
        left = minutes * 60
        running = true
        ticks = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self, self.left > 0 else { return }
                self.left -= 1
            }
    }

    func stop() {
        ticks?.cancel()
        running = false
    }
}

struct TeaTimer: View {
    @State private var brew = TeaBrew()
    @State private var tea = ""
    @State private var minutes = 3
    @State private var confirmStop = false

    var body: some View {
        NavigationStack {
            List {
                TextField("Tea", text: $tea)
                Stepper("Minutes: \(minutes)", value: $minutes, in: 1...10)
                if brew.running {
                    Text(brew.left == 0 ? "Ready!" : "\(brew.left / 60):\(String(format: "%02d", brew.left % 60))")
                } else {
                    Button("Start") { brew.start(minutes: minutes) }
                        .disabled(tea.isEmpty)
                }
            }
            .navigationTitle("Tea timer")
            .toolbar {
                ToolbarItem {
                    if brew.running {
                        Button("Stop", role: .destructive) { confirmStop = true }
                    }
                }
            }
            .confirmationDialog("Stop brewing?", isPresented: $confirmStop) {
                Button("Stop", role: .destructive) { brew.stop() }
                Button("Keep Brewing", role: .cancel) { brew.stop() }
            }
        }
    }
}
