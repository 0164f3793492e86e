import SwiftUI
import Combine

enum CartEvent {
    case added(String)
    case cleared
}

final class CartService {
    let events = PassthroughSubject<CartEvent, Never>()
    let items = CurrentValueSubject<[String], Never>([])

    var itemCount: AnyPublisher<Int, Never> {
        items.map(\.count).eraseToAnyPublisher()
    }

    func add(_ item: String) {
        items.value.append(item)
        events.send(.added(item))
    }

    func clear() {
        items.send([])
        events.send(.cleared)
    }
}

final class CartViewModel: ObservableObject {
    @Published var badge = 0
    @Published var lastMessage = ""
    private let service: CartService
    private var cancellables: Set<AnyCancellable> = []

    init(service: CartService = CartService()) {
        self.service = service
        service.itemCount
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in self?.badge = count }
            .store(in: &cancellables)
        service.events
            .compactMap { event -> String? in
                if case .added(let item) = event { return "Added \(item)" }
                return nil
            }
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] message in
                self?.lastMessage = message
            })
            .store(in: &cancellables)
    }

    func add(_ item: String) { service.add(item) }
    func clear() { service.clear() }
}

struct CartView: View {
    @StateObject private var viewModel = CartViewModel()

    var body: some View {
        VStack {
            Text(viewModel.lastMessage)
            Button("Add apple") { viewModel.add("Apple") }
                .badge(viewModel.badge)
            Button("Clear", role: .destructive) { viewModel.clear() }
        }
        .onReceive(Just("ready")) { print($0) }
    }
}
