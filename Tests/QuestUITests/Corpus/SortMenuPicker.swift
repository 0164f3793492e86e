import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date Added"
    case rating = "Rating"

    var id: String { rawValue }
}

struct Game: Identifiable {
    let id = UUID()
    var name: String
    var added: Date
    var rating: Int
}

struct GameCollectionView: View {
    @State private var games = [
        Game(name: "Celeste", added: .now.addingTimeInterval(-86_400 * 3), rating: 5),
        Game(name: "Hades", added: .now.addingTimeInterval(-86_400), rating: 4),
        Game(name: "Braid", added: .now, rating: 3),
    ]
    @State private var sortOrder: SortOrder = .name
    @State private var showFavoritesOnly = false

    var sortedGames: [Game] {
        let list = showFavoritesOnly ? games.filter { $0.rating >= 4 } : games
        switch sortOrder {
        case .name:
            return list.sorted { $0.name < $1.name }
        case .date:
            return list.sorted { $0.added > $1.added }
        case .rating:
            return list.sorted { $0.rating > $1.rating }
        }
    }

    var body: some View {
        NavigationStack {
            List(sortedGames) { game in
                HStack {
                    Text(game.name)
                    Spacer()
                    Text(String(repeating: "★", count: game.rating))
                        .foregroundStyle(.yellow)
                }
            }
            .navigationTitle("Games")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        .pickerStyle(.inline)
                        Divider()
                        Toggle("Favorites only", isOn: $showFavoritesOnly)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        games.append(Game(name: "New Game \(games.count + 1)", added: .now, rating: 1))
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
        }
    }
}

#Preview {
    GameCollectionView()
}
