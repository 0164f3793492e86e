import SwiftUI
import Combine

class StopwatchModel: ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var isRunning = false
    private var cancellable: AnyCancellable?

    func start() {
        isRunning = true
        cancellable = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.elapsed += 0.1
            }
    }

    func stop() {
        isRunning = false
        cancellable?.cancel()
    }
}

struct StopwatchView: View {
    @StateObject private var model = StopwatchModel()

    var body: some View {
        VStack(spacing: 20) {
            Text(String(format: "%.1f", model.elapsed))
                .font(.system(size: 64, weight: .bold, design: .monospaced))
            Button(model.isRunning ? "Stop" : "Start") {
                model.isRunning ? model.stop() : model.start()
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
