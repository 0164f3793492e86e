import SwiftUI

struct Dish: Identifiable {
    let id = UUID()
    let name: String
    let cuisine: Cuisine
    let minutes: Int
    let vegetarian: Bool
}

enum Cuisine: String, CaseIterable {
    case any = "Any"
    case italian = "Italian"
    case mexican = "Mexican"
    case japanese = "Japanese"
}

@Observable
class DishSearch {
    var text = ""
    var cuisine: Cuisine = .any
    var vegetarianOnly = false
    var maxMinutes = 60.0

    let dishes = [
        Dish(name: "Margherita", cuisine: .italian, minutes: 25, vegetarian: true),
        Dish(name: "Carbonara", cuisine: .italian, minutes: 20, vegetarian: false),
        Dish(name: "Tacos al pastor", cuisine: .mexican, minutes: 50, vegetarian: false),
        Dish(name: "Miso soup", cuisine: .japanese, minutes: 10, vegetarian: true),
    ]

    var results: [Dish] {
        dishes.filter { dish in
            (cuisine == .any || dish.cuisine == cuisine)
                && (!vegetarianOnly || dish.vegetarian)
                && Double(dish.minutes) <= maxMinutes
                && (text.isEmpty || dish.name.localizedStandardContains(text))
        }
    }
}

struct DishSearchView: View {
    @State private var search = DishSearch()
    @State private var showFilters = false

    var body: some View {
        NavigationStack {
            List(search.results) { dish in
                HStack {
                    Text(dish.name)
                    if dish.vegetarian {
                        Image(systemName: "leaf.fill").foregroundStyle(.green)
                    }
                    Spacer()
                    Text("\(dish.minutes) min").monospacedDigit()
                }
            }
            .navigationTitle("Dishes")
            .searchable(text: $search.text, placement: .navigationBarDrawer(displayMode: .always))
            .searchScopes($search.cuisine, activation: .onSearchPresentation) {
                ForEach(Cuisine.allCases, id: \.self) { cuisine in
                    Text(cuisine.rawValue)
                }
            }
            .toolbar {
                Button {
                    showFilters = true
                } label: {
                    Label("Filters", systemImage: "slider.horizontal.3")
                }
            }
            .sheet(isPresented: $showFilters) {
                FiltersSheet(search: search)
                    .presentationDetents([.medium])
            }
        }
    }
}

struct FiltersSheet: View {
    @Bindable var search: DishSearch
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Vegetarian only", isOn: $search.vegetarianOnly)
                VStack(alignment: .leading) {
                    Text("Ready in \(Int(search.maxMinutes)) minutes or less")
                    Slider(value: $search.maxMinutes, in: 5...120, step: 5)
                }
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    DishSearchView()
}
