//
//  FruitSearchSuggestions.swift
//  SearchPractice
//
//  Created by Student on 14/03/2024.
//

import SwiftUI

struct Fruit: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let emoji: String
    let calories: Int
}

struct FruitSearchView: View {
    @State private var searchText = ""

    let fruits = [
        Fruit(name: "Apple", emoji: "🍎", calories: 95),
        Fruit(name: "Banana", emoji: "🍌", calories: 105),
        Fruit(name: "Cherry", emoji: "🍒", calories: 50),
        Fruit(name: "Grapes", emoji: "🍇", calories: 62),
        Fruit(name: "Pear", emoji: "🍐", calories: 101),
    ]

    var filteredFruits: [Fruit] {
        if searchText.isEmpty {
            fruits
        } else {
            fruits.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            List(filteredFruits) { fruit in
                HStack {
                    Text(fruit.emoji)
                        .font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text(fruit.name)
                            .font(.headline)
                        Text("\(fruit.calories) kcal")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Fruits")
            .searchable(text: $searchText, prompt: "Search fruits") {
                ForEach(fruits.filter { $0.name.hasPrefix(searchText) && !searchText.isEmpty }) { fruit in
                    Text("\(fruit.emoji) \(fruit.name)")
                        .searchCompletion(fruit.name)
                }
            }
        }
    }
}

#Preview {
    FruitSearchView()
}
