import SwiftUI

struct CountdownView: View {
    @State private var remaining = 60
    @State private var isRunning = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text("\(remaining)")
                .font(.system(size: 80, weight: .thin, design: .monospaced))
                .foregroundColor(remaining <= 10 ? .red : .primary)

            HStack {
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                Button("Reset") {
                    remaining = 60
                    isRunning = false
                }
            }
            .buttonStyle(.bordered)
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            if remaining > 0 {
                remaining -= 1
            } else {
                isRunning = false
            }
        }
    }
}

#Preview {
    CountdownView()
}
