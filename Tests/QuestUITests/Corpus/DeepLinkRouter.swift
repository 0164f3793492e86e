import SwiftUI

enum Destination: Hashable {
    case product(id: Int)
    case reviews(productID: Int)
    case cart
}

struct ShopRootView: View {
    @State private var path: [Destination] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(1...5, id: \.self) { id in
                NavigationLink("Product \(id)", value: Destination.product(id: id))
            }
            .navigationTitle("Shop")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    NavigationLink(value: Destination.cart) {
                        Image(systemName: "cart")
                    }
                }
            }
            .navigationDestination(for: Destination.self) { destination in
                switch destination {
                case .product(let id):
                    ProductPage(id: id, path: $path)
                case .reviews(let productID):
                    Text("Reviews for product \(productID)")
                case .cart:
                    Text("Your cart is empty")
                }
            }
        }
        .onOpenURL { url in
            path = Self.destinations(for: url)
        }
    }

    static func destinations(for url: URL) -> [Destination] {
        guard url.scheme == "shop", let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return []
        }
        let parts = components.path.split(separator: "/").map(String.init)
        if url.host == "cart" {
            return [.cart]
        }
        guard url.host == "product", let first = parts.first, let id = Int(first) else {
            return []
        }
        var result: [Destination] = [.product(id: id)]
        if parts.count > 1 && parts[1] == "reviews" {
            result.append(.reviews(productID: id))
        }
        if let tab = components.queryItems?.first(where: { $0.name == "tab" })?.value, tab == "cart" {
            result.append(.cart)
        }
        return result
    }
}

struct ProductPage: View {
    let id: Int
    @Binding var path: [Destination]

    var body: some View {
        VStack {
            Text("Product #\(id)")
                .font(.title)
            Button("Read reviews") {
                path.append(.reviews(productID: id))
            }
            Button("Back to shop") {
                path.removeAll()
            }
        }
        .navigationTitle("Product")
    }
}

#Preview {
    ShopRootView()
}
