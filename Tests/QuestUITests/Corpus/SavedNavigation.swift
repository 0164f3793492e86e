import SwiftUI

struct Book: Hashable, Codable, Identifiable {
    var id: Int
    var title: String
}

@Observable
final class PathStore {
    var path = NavigationPath()
    private let savePath = URL.documentsDirectory.appending(path: "SavedPath")

    init() {
        if let data = try? Data(contentsOf: savePath),
           let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(decoded)
        }
    }

    func save() {
        guard let representation = path.codable else { return }
        do {
            let data = try JSONEncoder().encode(representation)
            try data.write(to: savePath)
        } catch {
            print("Failed to save navigation data")
        }
    }
}

struct LibraryView: View {
    @State private var pathStore = PathStore()
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var body: some View {
        NavigationStack(path: $pathStore.path) {
            List(books) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book, path: $pathStore.path)
            }
            .navigationTitle("Library")
        }
        .onChange(of: pathStore.path) {
            pathStore.save()
        }
    }
}

struct BookDetail: View {
    let book: Book
    @Binding var path: NavigationPath
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(book.title).font(.largeTitle)
            Button("Back to library") { path = NavigationPath() }
            Button("Close") { dismiss() }
        }
    }
}
