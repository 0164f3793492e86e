import SwiftUI

struct TeaTimer: View {
    @State private var tea = ""
    @State private var minutes = 3

    var body: some View {
        NavigationStack {
            Form {
                Section("Tea") {
                    TextField("Tea", text: $tea, prompt: Text("e.g. Sencha"))
                    Stepper("Minutes: \(minutes)", value: $minutes, in: 1...10)
                }
                Section {
                    Button("Start") {}
                }
            }
            .navigationTitle("Tea timer")
        }
    }
}
