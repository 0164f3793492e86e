import SwiftUI
import Combine

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let all = ["Lisbon", "Porto", "Lagos", "Faro", "Coimbra"]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { q in q.isEmpty ? self.all : self.all.filter { $0.localizedCaseInsensitiveContains(q) } }
            .assign(to: &$results)
    }
}

struct CitySearchView: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.results, id: \.self) { city in
                Text(city)
            }
            .searchable(text: $viewModel.query, prompt: "Cities")
            .navigationTitle("Cities")
        }
    }
}

#Preview {
    CitySearchView()
}
