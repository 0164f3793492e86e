import SwiftUI

struct SearchHistoryView: View {
    @State private var query = ""
    @State private var recentSearches: [String] = ["pasta", "curry", "tacos"]
    @State private var submitted: String?

    let recipes = ["Pasta al pomodoro", "Green curry", "Fish tacos", "Pad thai", "Pasta carbonara"]

    var results: [String] {
        guard let submitted else { return [] }
        return recipes.filter { $0.localizedCaseInsensitiveContains(submitted) }
    }

    var body: some View {
        NavigationStack {
            List {
                if submitted == nil {
                    Section("Recent") {
                        ForEach(recentSearches, id: \.self) { term in
                            Button(term) {
                                query = term
                                submitted = term
                            }
                        }
                        .onDelete { recentSearches.remove(atOffsets: $0) }
                    }
                } else {
                    ForEach(results, id: \.self, content: Text.init)
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, placement: .navigationBarDrawer, prompt: "Find a recipe")
            .searchSuggestions {
                ForEach(recipes.filter { $0.lowercased().hasPrefix(query.lowercased()) }, id: \.self) { recipe in
                    Label(recipe, systemImage: "fork.knife")
                        .searchCompletion(recipe)
                }
            }
            .onSubmit(of: .search) {
                submitted = query
                if !recentSearches.contains(query) {
                    recentSearches.insert(query, at: 0)
                }
            }
            .onChange(of: query) {
                if query.isEmpty { submitted = nil }
            }
            .textInputAutocapitalization(.never)
        }
    }
}

#Preview {
    SearchHistoryView()
}
