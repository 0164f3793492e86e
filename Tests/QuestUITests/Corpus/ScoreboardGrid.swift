import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    var name: String
    var scores: [Int]
    var total: Int { scores.reduce(0, +) }
}

struct ScoreboardView: View {
    @State private var players = [
        Player(name: "Ana", scores: [3, 4, 5]),
        Player(name: "Ben", scores: [4, 4, 4]),
        Player(name: "Cleo", scores: [5, 3, 2]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                    GridRow {
                        Text("Player").bold()
                        ForEach(1...3, id: \.self) { hole in
                            Text("H\(hole)").bold()
                        }
                        Text("Total").bold()
                    }
                    Divider()
                        .gridCellUnsizedAxes(.horizontal)
                    ForEach(players.sorted { $0.total < $1.total }) { player in
                        GridRow {
                            Text(player.name)
                            ForEach(player.scores.indices, id: \.self) { index in
                                Text("\(player.scores[index])")
                                    .gridColumnAlignment(.center)
                            }
                            Text("\(player.total)")
                                .foregroundColor(.accentColor)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Mini Golf")
        }
    }
}

#Preview {
    ScoreboardView()
}
