import SwiftUI

enum Screen: Hashable {
    case category(String)
    case product(name: String, price: Double)
    case checkout
}

final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var sheet: SheetKind?

    enum SheetKind: String, Identifiable {
        case account, help
        var id: String { rawValue }
    }

    func push(_ screen: Screen) {
        path.append(screen)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path = NavigationPath()
    }

    @ViewBuilder
    func build(_ screen: Screen) -> some View {
        switch screen {
        case .category(let name):
            CategoryScreen(name: name)
        case .product(let name, let price):
            ProductScreen(name: name, price: price)
        case .checkout:
            CheckoutScreen()
        }
    }

    @ViewBuilder
    func build(sheet: SheetKind) -> some View {
        switch sheet {
        case .account:
            Text("Account settings")
        case .help:
            Text("Help centre")
        }
    }
}

struct CoordinatorRootView: View {
    @StateObject private var coordinator = Coordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(["Shoes", "Hats", "Bags"], id: \.self) { category in
                Button(category) {
                    coordinator.push(.category(category))
                }
            }
            .navigationTitle("Store")
            .navigationDestination(for: Screen.self) { screen in
                coordinator.build(screen)
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button { coordinator.sheet = .help } label: { Image(systemName: "questionmark.circle") }
                    Button { coordinator.sheet = .account } label: { Image(systemName: "person.crop.circle") }
                }
            }
            .sheet(item: $coordinator.sheet) { sheet in
                coordinator.build(sheet: sheet)
            }
        }
        .environmentObject(coordinator)
    }
}

struct CategoryScreen: View {
    @EnvironmentObject private var coordinator: Coordinator
    let name: String

    var body: some View {
        List(1...3, id: \.self) { number in
            Button("\(name) model \(number)") {
                coordinator.push(.product(name: "\(name) \(number)", price: Double(number) * 19.99))
            }
        }
        .navigationTitle(name)
    }
}

struct ProductScreen: View {
    @EnvironmentObject private var coordinator: Coordinator
    let name: String
    let price: Double

    var body: some View {
        VStack(spacing: 16) {
            Text(name).font(.title)
            Text(price, format: .currency(code: "USD"))
            Button("Buy now") { coordinator.push(.checkout) }
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle("Product")
    }
}

struct CheckoutScreen: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        VStack {
            Image(systemName: "checkmark.seal.fill")
                .font(.system(size: 60))
                .foregroundStyle(.green)
            Text("Thank you!")
            Button("Back to store") { coordinator.popToRoot() }
        }
        .navigationBarBackButtonHidden(true)
    }
}

#Preview {
    CoordinatorRootView()
}
