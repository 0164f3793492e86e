import SwiftUI

struct Exhibit: Identifiable, Hashable {
    let id: Int
    let title: String
    let room: Int
    let artist: String
}

enum GuideRoute: Hashable {
    case room(Int)
    case exhibit(Exhibit)
    case artist(String)
}

struct MuseumGuideView: View {
    @State private var path: [GuideRoute] = []
    @State private var search = ""

    let exhibits = [
        Exhibit(id: 1, title: "Water Lilies", room: 4, artist: "Claude Monet"),
        Exhibit(id: 2, title: "The Kiss", room: 2, artist: "Gustav Klimt"),
        Exhibit(id: 3, title: "Impression, Sunrise", room: 4, artist: "Claude Monet"),
    ]

    var rooms: [Int] { Array(Set(exhibits.map(\.room))).sorted() }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if search.isEmpty {
                    ForEach(rooms, id: \.self) { room in
                        NavigationLink("Room \(room)", value: GuideRoute.room(room))
                    }
                } else {
                    ForEach(exhibits.filter { $0.title.localizedCaseInsensitiveContains(search) }) { exhibit in
                        NavigationLink(exhibit.title, value: GuideRoute.exhibit(exhibit))
                    }
                }
            }
            .navigationTitle("Museum")
            .searchable(text: $search, prompt: "Find an exhibit")
            .navigationDestination(for: GuideRoute.self) { route in
                destination(for: route)
            }
        }
    }

    @ViewBuilder
    private func destination(for route: GuideRoute) -> some View {
        switch route {
        case .room(let number):
            List(exhibits.filter { $0.room == number }) { exhibit in
                NavigationLink(value: GuideRoute.exhibit(exhibit)) {
                    Text(exhibit.title)
                }
            }
            .navigationTitle("Room \(number)")
        case .exhibit(let exhibit):
            VStack(spacing: 12) {
                Text(exhibit.title).font(.title)
                Button("More by \(exhibit.artist)") {
                    path.append(.artist(exhibit.artist))
                }
            }
            .navigationTitle("Exhibit")
        case .artist(let name):
            List(exhibits.filter { $0.artist == name }, id: \.id) { exhibit in
                Text(exhibit.title)
            }
            .navigationTitle(name)
            .toolbar {
                Button("Start over") { path.removeAll() }
            }
        }
    }
}

#Preview {
    MuseumGuideView()
}
