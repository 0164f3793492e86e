import SwiftUI

struct TeaTimer: View {
    @State private var tea = ""
    @State private var minutes = 3
    @State private var secondsLeft = 0
    @State private var isBrewing = false
    @State private var confirmingStop = false
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            Form {
                Section("Tea") {
                    TextField("Tea", text: $tea, prompt: Text("e.g. Sencha"))
                    Stepper("Minutes: \(minutes)", value: $minutes, in: 1...10)
                }
                Section {
                    if isBrewing {
                        Text(secondsLeft > 0 ? clock(secondsLeft) : "Ready!")
                    } else {
                        Button("Start") {
                            secondsLeft = minutes * 60
                            isBrewing = true
                        }
                        .disabled(tea.trimmingCharacters(in: .whitespaces).isEmpty)
                    }
                }
            }
            .navigationTitle("Tea timer")
            .toolbar {
                if isBrewing {
                    Button("Stop", role: .destructive) { confirmingStop = true }
                }
            }
            .confirmationDialog("Stop brewing?", isPresented: $confirmingStop) {
                Button("Stop", role: .destructive) { isBrewing = false }
                Button("Keep Brewing", role: .cancel) {}
            }
            .onReceive(timer) { _ in
                if isBrewing && secondsLeft > 0 { secondsLeft -= 1 }
            }
        }
    }

    private func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
