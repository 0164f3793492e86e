import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let title: String
    let category: String
    let amount: Double
}

struct ExpenseSummaryView: View {
    @State private var expenses = [
        Expense(title: "Coffee", category: "Food", amount: 3.5),
        Expense(title: "Train", category: "Travel", amount: 12),
        Expense(title: "Lunch", category: "Food", amount: 11.2),
        Expense(title: "Taxi", category: "Travel", amount: 23.9),
        Expense(title: "Book", category: "Other", amount: 15),
    ]

    var grouped: [String: [Expense]] {
        Dictionary(grouping: expenses, by: { $0.category })
    }

    var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped.keys.sorted(), id: \.self) { category in
                    Section(category) {
                        ForEach(grouped[category] ?? []) { expense in
                            HStack {
                                Text(expense.title)
                                Spacer()
                                Text(expense.amount, format: .currency(code: "EUR"))
                                    .foregroundStyle(expense.amount > 20 ? .red : .primary)
                            }
                        }
                    }
                }
                Section {
                    HStack {
                        Text("Total").bold()
                        Spacer()
                        Text(total.formatted(.currency(code: "EUR")))
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Expenses")
        }
    }
}

#Preview {
    ExpenseSummaryView()
}
