import SwiftUI

struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.white)
            .cornerRadius(12)
            .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardModifier())
    }
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let minutes: Int
    var isFavorite = false
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(recipe.name).font(.title3).fontWeight(.semibold)
                Spacer()
                if recipe.isFavorite {
                    Image(systemName: "heart.fill").foregroundColor(.pink)
                }
            }
            Label("\(recipe.minutes) min", systemImage: "clock")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .cardStyle()
    }
}

struct RecipesHome: View {
    @State private var recipes = [Recipe(name: "Pasta", minutes: 20), Recipe(name: "Curry", minutes: 45, isFavorite: true)]
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationView {
                ScrollView {
                    VStack(spacing: 16) {
                        ForEach(recipes) { recipe in
                            RecipeCard(recipe: recipe)
                        }
                    }
                    .padding()
                }
                .navigationTitle("Recipes")
            }
            .tabItem {
                Label("Recipes", systemImage: "book")
            }
            .tag(0)

            Text("Favorites: \(recipes.filter(\.isFavorite).count)")
                .tabItem {
                    Image(systemName: "heart")
                    Text("Favorites")
                }
                .tag(1)
        }
        .accentColor(.orange)
    }
}

struct RecipesHome_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RecipesHome()
            RecipesHome().preferredColorScheme(.dark)
        }
    }
}
