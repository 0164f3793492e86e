import SwiftUI

enum BudgetCategory: String, CaseIterable, Identifiable, Codable {
    case rent, food, transport, fun, savings
    var id: String { rawValue }
    var label: String { rawValue.capitalized }
    var icon: String {
        switch self {
        case .rent: return "house"
        case .food: return "cart"
        case .transport: return "tram"
        case .fun: return "gamecontroller"
        case .savings: return "banknote"
        }
    }
}

struct BudgetLine: Identifiable, Codable {
    var id = UUID()
    var category: BudgetCategory
    var amount: Double
}

struct BudgetView: View {
    @State private var lines: [BudgetLine] = BudgetCategory.allCases.map { BudgetLine(category: $0, amount: 100) }
    @State private var income = 2000.0
    @State private var showingAdd = false

    var remaining: Double {
        income - lines.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    HStack {
                        Text("Monthly income")
                        Spacer()
                        TextField("Income", value: $income, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                            .multilineTextAlignment(.trailing)
                            .keyboardType(.decimalPad)
                    }
                }
                Section(header: Text("Spending"), footer: Text(remaining >= 0 ? "You have \(remaining, format: .currency(code: "USD")) left" : "Over budget!").foregroundColor(remaining >= 0 ? .secondary : .red)) {
                    ForEach($lines) { $line in
                        HStack {
                            Label(line.category.label, systemImage: line.category.icon)
                            Spacer()
                            TextField("Amount", value: $line.amount, format: .number)
                                .frame(width: 80)
                                .multilineTextAlignment(.trailing)
                        }
                    }
                    .onDelete { lines.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Budget")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Menu {
                        ForEach(BudgetCategory.allCases) { category in
                            Button {
                                lines.append(BudgetLine(category: category, amount: 0))
                            } label: {
                                Label(category.label, systemImage: category.icon)
                            }
                        }
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
            }
        }
    }
}

struct BudgetView_Previews: PreviewProvider {
    static var previews: some View {
        BudgetView()
    }
}
