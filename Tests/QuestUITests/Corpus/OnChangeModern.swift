import SwiftUI

struct TemperatureConverter: View {
    @State private var celsius = 20.0
    @State private var fahrenheit = 68.0
    @State private var history: [String] = []
    @State private var appearedAt: Date?

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Text("°C")
                TextField("Celsius", value: $celsius, format: .number)
                    .textFieldStyle(.roundedBorder)
            }
            HStack {
                Text("°F")
                TextField("Fahrenheit", value: $fahrenheit, format: .number.precision(.fractionLength(1)))
                    .textFieldStyle(.roundedBorder)
            }
            List(history, id: \.self) { entry in
                Text(entry)
            }
            .listStyle(.plain)
        }
        .padding()
        .onChange(of: celsius) { oldValue, newValue in
            fahrenheit = newValue * 9 / 5 + 32
            history.insert("\(oldValue) → \(newValue)", at: 0)
        }
        .onChange(of: fahrenheit) {
            let converted = (fahrenheit - 32) * 5 / 9
            if abs(converted - celsius) > 0.01 {
                celsius = converted
            }
        }
        .onChange(of: history.count, initial: true) {
            print("history has \(history.count) entries")
        }
        .onAppear {
            appearedAt = .now
        }
        .onDisappear {
            history.removeAll()
        }
    }
}

#Preview {
    TemperatureConverter()
}
