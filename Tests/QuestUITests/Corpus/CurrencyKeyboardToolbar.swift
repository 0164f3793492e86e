import SwiftUI

struct CurrencyConverterView: View {
    @State private var amount: Double = 100
    @State private var from = "USD"
    @State private var to = "EUR"
    @FocusState private var amountFocused: Bool

    let currencies = ["USD", "EUR", "GBP", "JPY"]
    let rates: [String: Double] = ["USD": 1, "EUR": 0.92, "GBP": 0.79, "JPY": 151.2]

    var converted: Double {
        let inDollars = amount / (rates[from] ?? 1)
        return inDollars * (rates[to] ?? 1)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Amount") {
                    TextField("Amount", value: $amount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                }
                Section("Currencies") {
                    Picker("From", selection: $from) {
                        ForEach(currencies, id: \.self) {
                            Text($0)
                        }
                    }
                    Picker("To", selection: $to) {
                        ForEach(currencies, id: \.self, content: Text.init)
                    }
                    .pickerStyle(.menu)
                }
                Section("Result") {
                    Text(converted, format: .currency(code: to))
                        .font(.title2)
                }
            }
            .navigationTitle("Converter")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        amountFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    CurrencyConverterView()
}
