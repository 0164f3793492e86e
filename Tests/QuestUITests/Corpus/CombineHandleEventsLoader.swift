import SwiftUI
import Combine

struct Article: Decodable, Identifiable {
    let id: Int
    let title: String
}

class ArticlesViewModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false
    @Published var selectedTag: String? = nil

    let refresh = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        refresh
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
            .map { _ in [Article(id: 1, title: "Combine on Linux"), Article(id: 2, title: "Debounce")] }
            .delay(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = false })
            .sink { [weak self] in self?.articles = $0 }
            .store(in: &cancellables)

        $selectedTag
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .sink { [weak self] _ in self?.refresh.send() }
            .store(in: &cancellables)
    }
}

struct ArticlesView: View {
    @StateObject private var viewModel = ArticlesViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.articles) { Text($0.title) }
                .overlay { if viewModel.isLoading { ProgressView() } }
                .refreshable { viewModel.refresh.send() }
                .onAppear { viewModel.refresh.send(()) }
        }
    }
}
