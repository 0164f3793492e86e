import SwiftUI
import Combine

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
}

class RecipeSearchViewModel: ObservableObject {
    @Published var searchText = ""
    @Published var recipes: [Recipe] = []
    @Published var isSearching = false

    private var cancellables = Set<AnyCancellable>()
    private let allRecipes = [
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Pad Thai", minutes: 35),
        Recipe(name: "Gazpacho", minutes: 15),
    ]

    init() {
        recipes = allRecipes
        $searchText
            .dropFirst()
            .debounce(for: .seconds(0.5), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] text in
                self?.search(text)
            }
            .store(in: &cancellables)
    }

    private func search(_ text: String) {
        isSearching = true
        defer { isSearching = false }
        guard !text.isEmpty else {
            recipes = allRecipes
            return
        }
        recipes = allRecipes.filter { $0.name.lowercased().contains(text.lowercased()) }
    }
}

struct RecipeSearchView: View {
    @StateObject var viewModel = RecipeSearchViewModel()

    var body: some View {
        NavigationView {
            List(viewModel.recipes) { recipe in
                HStack {
                    Text(recipe.name)
                    Spacer()
                    Text("\(recipe.minutes) min").foregroundColor(.secondary)
                }
            }
            .overlay {
                if viewModel.isSearching { ProgressView() }
            }
            .searchable(text: $viewModel.searchText)
            .navigationTitle("Recipes")
        }
    }
}
