import SwiftUI

enum Route: Hashable {
    case recipe(Recipe)
    case ingredients(recipeName: String)
    case settings
}

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let ingredients: [String]
}

@Observable
final class Router {
    var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}

struct RecipeRootView: View {
    @State private var router = Router()

    let recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20, ingredients: ["Flour", "Milk", "Eggs"]),
        Recipe(id: 2, name: "Omelette", minutes: 10, ingredients: ["Eggs", "Cheese"]),
    ]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(recipes) { recipe in
                NavigationLink(value: Route.recipe(recipe)) {
                    LabeledContent(recipe.name, value: "\(recipe.minutes) min")
                }
            }
            .navigationTitle("Recipes")
            .toolbar {
                Button("Settings", systemImage: "gear") {
                    router.push(.settings)
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .recipe(let recipe):
                    RecipeDetailView(recipe: recipe)
                case .ingredients(let name):
                    Text("Ingredients for \(name)")
                case .settings:
                    Text("Settings")
                }
            }
        }
        .environment(router)
    }
}

struct RecipeDetailView: View {
    @Environment(Router.self) private var router
    let recipe: Recipe

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe.name)
                .font(.largeTitle.bold())
            Button("Show ingredients") {
                router.push(.ingredients(recipeName: recipe.name))
            }
            Button("Back to all recipes") {
                router.popToRoot()
            }
            .buttonStyle(.bordered)
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    RecipeRootView()
}
