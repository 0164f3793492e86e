import SwiftUI

struct Genre: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let movies: [String]
}

struct MovieBrowser: View {
    let genres = [
        Genre(name: "Sci-Fi", movies: ["Alien", "Gattaca", "Moon"]),
        Genre(name: "Comedy", movies: ["Airplane!", "Clue"]),
        Genre(name: "Drama", movies: ["Amadeus", "Whiplash", "Rocky"]),
    ]
    @State private var selectedGenre: Genre?
    @State private var selectedMovie: String?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(genres, selection: $selectedGenre) { genre in
                Text(genre.name)
                    .tag(genre)
            }
            .navigationTitle("Genres")
        } content: {
            if let selectedGenre {
                List(selectedGenre.movies, id: \.self, selection: $selectedMovie) { movie in
                    Text(movie)
                }
                .navigationTitle(selectedGenre.name)
            } else {
                Text("Pick a genre")
            }
        } detail: {
            if let selectedMovie {
                Text(selectedMovie)
                    .font(.largeTitle)
            } else {
                Text("Pick a movie")
                    .foregroundStyle(.secondary)
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

#Preview {
    MovieBrowser()
}
