import SwiftUI
import Combine

struct CountdownView: View {
    @State private var remaining = 10
    @State private var wentToBackground = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(remaining)")
                .font(.largeTitle)
            if wentToBackground {
                Text("Paused while away")
            }
        }
        .onReceive(timer) { _ in
            if remaining > 0 {
                remaining -= 1
            } else {
                timer.upstream.connect().cancel()
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("appWillResignActive"))) { _ in
            wentToBackground = true
        }
    }
}

class ClockModel: ObservableObject {
    @Published var now = Date()
    private var timerSubscription: Cancellable?

    func start() {
        timerSubscription = Timer.publish(every: 1, tolerance: 0.1, on: .main, in: .default)
            .autoconnect()
            .sink { [weak self] date in self?.now = date }
    }

    func stop() {
        timerSubscription?.cancel()
    }
}
