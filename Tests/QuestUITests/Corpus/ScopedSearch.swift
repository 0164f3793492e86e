import SwiftUI

enum SearchScope: String, CaseIterable {
    case all = "All"
    case movies = "Movies"
    case shows = "Shows"
}

struct Title: Identifiable {
    let id = UUID()
    let name: String
    let isMovie: Bool
    let year: Int
}

struct ScopedSearchView: View {
    @State private var query = ""
    @State private var scope: SearchScope = .all

    let titles: [Title] = [
        Title(name: "Arrival", isMovie: true, year: 2016),
        Title(name: "Severance", isMovie: false, year: 2022),
        Title(name: "Heat", isMovie: true, year: 1995),
        Title(name: "Dark", isMovie: false, year: 2017),
    ]

    var visibleTitles: [Title] {
        titles
            .filter { title in
                switch scope {
                case .all: return true
                case .movies: return title.isMovie
                case .shows: return !title.isMovie
                }
            }
            .filter { query.isEmpty || $0.name.lowercased().contains(query.lowercased()) }
            .sorted { $0.year > $1.year }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visibleTitles) { title in
                    HStack {
                        Image(systemName: title.isMovie ? "film" : "tv")
                        Text(title.name)
                        Spacer()
                        Text(String(title.year))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Watchlist")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Titles"))
            .searchScopes($scope) {
                ForEach(SearchScope.allCases, id: \.self) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
        }
    }
}

#Preview {
    ScopedSearchView()
}
