import SwiftUI
import Combine

class ContactsViewModel: ObservableObject {
    @Published var filterText = ""
    @Published var favoritesOnly = false
    @Published var visibleContacts: [String] = []
    @Published var countLabel = ""

    private var subscriptions = Set<AnyCancellable>()
    private let contacts = ["Ana", "Bruno", "Carla", "Duarte"]
    private let favorites: Set<String> = ["Ana", "Duarte"]

    init() {
        Publishers.CombineLatest($filterText, $favoritesOnly)
            .throttle(for: .milliseconds(200), scheduler: RunLoop.main, latest: true)
            .map { [contacts, favorites] text, onlyFavorites in
                contacts
                    .filter { !onlyFavorites || favorites.contains($0) }
                    .filter { text.isEmpty || $0.localizedCaseInsensitiveContains(text) }
            }
            .receive(on: RunLoop.main)
            .assign(to: \.visibleContacts, on: self)
            .store(in: &subscriptions)

        $visibleContacts
            .map { "\($0.count) contacts" }
            .assign(to: \.countLabel, on: self)
            .store(in: &subscriptions)
    }
}

struct ContactsView: View {
    @ObservedObject var viewModel: ContactsViewModel

    var body: some View {
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $viewModel.favoritesOnly)
                Section(viewModel.countLabel) {
                    ForEach(viewModel.visibleContacts, id: \.self) { Text($0) }
                }
            }
            .searchable(text: $viewModel.filterText)
        }
    }
}
