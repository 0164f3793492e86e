import SwiftUI

enum LibrarySection: String, CaseIterable, Identifiable, Hashable {
    case songs, albums, artists, playlists
    var id: Self { self }

    var symbol: String {
        switch self {
        case .songs: return "music.note"
        case .albums: return "square.stack"
        case .artists: return "music.mic"
        case .playlists: return "music.note.list"
        }
    }
}

struct MusicLibraryView: View {
    @State private var section: LibrarySection? = .songs
    @State private var filter = ""
    @State private var visibility: NavigationSplitViewVisibility = .automatic

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(LibrarySection.allCases, selection: $section) { section in
                NavigationLink(value: section) {
                    Label(section.rawValue.capitalized, systemImage: section.symbol)
                }
            }
            .navigationTitle("Library")
            .listStyle(.sidebar)
        } detail: {
            NavigationStack {
                List(0..<12) { index in
                    Text("\(section?.rawValue.capitalized ?? "Item") \(index + 1)")
                }
                .searchable(text: $filter, placement: .toolbar)
                .navigationTitle(section?.rawValue.capitalized ?? "")
                .toolbarRole(.editor)
                .toolbar {
                    ToolbarItemGroup(placement: .secondaryAction) {
                        Button("Shuffle", systemImage: "shuffle") {}
                        Button("Play", systemImage: "play.fill") {}
                    }
                }
            }
        }
    }
}

#Preview {
    MusicLibraryView()
}
