import SwiftUI

class StopwatchManager: ObservableObject {
    @Published var secondsElapsed = 0.0
    @Published var laps: [Double] = []
    @Published var mode: Mode = .stopped

    enum Mode {
        case running, stopped, paused
    }

    var timer = Timer()

    func start() {
        mode = .running
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            self.secondsElapsed += 0.1
        }
    }

    func pause() {
        timer.invalidate()
        mode = .paused
    }

    func stop() {
        timer.invalidate()
        secondsElapsed = 0
        laps = []
        mode = .stopped
    }

    func lap() {
        laps.insert(secondsElapsed, at: 0)
    }
}

struct StopwatchScreen: View {
    @ObservedObject var stopwatch = StopwatchManager()

    var body: some View {
        VStack {
            Text(String(format: "%.1f", stopwatch.secondsElapsed))
                .font(.custom("Avenir", size: 64))
                .padding(.top, 100)
                .padding(.bottom, 60)

            HStack(spacing: 30) {
                if stopwatch.mode == .stopped {
                    Button(action: { self.stopwatch.start() }) {
                        TimerButton(label: "Start", buttonColor: .blue)
                    }
                }
                if stopwatch.mode == .running {
                    Button(action: { self.stopwatch.pause() }) {
                        TimerButton(label: "Pause", buttonColor: .blue)
                    }
                    Button(action: { self.stopwatch.lap() }) {
                        TimerButton(label: "Lap", buttonColor: .gray)
                    }
                }
                if stopwatch.mode == .paused {
                    Button(action: { self.stopwatch.start() }) {
                        TimerButton(label: "Resume", buttonColor: .blue)
                    }
                    Button(action: { self.stopwatch.stop() }) {
                        TimerButton(label: "Stop", buttonColor: .red)
                    }
                }
            }

            List {
                ForEach(stopwatch.laps, id: \.self) { lap in
                    Text(String(format: "%.1f s", lap))
                }
            }
            Spacer()
        }
    }
}

struct TimerButton: View {
    let label: String
    let buttonColor: Color

    var body: some View {
        Text(label)
            .foregroundColor(.white)
            .padding(.vertical, 20)
            .padding(.horizontal, 90)
            .background(buttonColor)
            .cornerRadius(10)
    }
}

struct StopwatchScreen_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchScreen()
    }
}
