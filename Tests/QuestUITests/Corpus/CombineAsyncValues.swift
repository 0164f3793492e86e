import SwiftUI
import Combine

@MainActor
final class WeatherStore: ObservableObject {
    @Published var city = "Lisbon"
    @Published private(set) var forecast = ""
    @Published private(set) var history: [String] = []
    private let refreshes = PassthroughSubject<Void, Never>()
    private lazy var sharedCity = $city.removeDuplicates().share()
    private var cancellables = Set<AnyCancellable>()

    init() {
        sharedCity
            .prepend("Porto")
            .scan([String]()) { $0 + [$1] }
            .sink { [weak self] in self?.history = $0 }
            .store(in: &cancellables)

        refreshes
            .map { [unowned self] in city }
            .merge(with: sharedCity)
            .flatMap { city in Just("Sunny in \(city)") }
            .assign(to: &$forecast)
    }

    func refresh() { refreshes.send() }

    func watch() async {
        for await city in $city.dropFirst().values {
            print("Now watching \(city)")
        }
    }

    func firstLongName() -> AnyCancellable {
        $city.first(where: { $0.count > 6 }).sink { print($0) }
    }
}

struct WeatherView: View {
    @StateObject private var store = WeatherStore()

    var body: some View {
        VStack {
            TextField("City", text: $store.city)
            Text(store.forecast)
            ForEach(store.history, id: \.self) { Text($0) }
            Button("Refresh") { store.refresh() }
        }
        .task { await store.watch() }
    }
}
