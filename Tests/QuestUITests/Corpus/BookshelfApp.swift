//
//  BookshelfApp.swift
//  Bookshelf
//

import SwiftUI

struct Book: Identifiable, Codable {
    var id = UUID()
    var title: String
    var author: String
    var isRead = false
}

final class Library: ObservableObject {
    @Published var books: [Book] = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Emma", author: "Jane Austen", isRead: true),
    ]

    var unread: [Book] { books.filter { !$0.isRead } }
}

@main
struct BookshelfApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            TabView {
                AllBooksView()
                    .tabItem {
                        Label("Books", systemImage: "books.vertical")
                    }
                UnreadView()
                    .tabItem {
                        Label("Unread", systemImage: "book.closed")
                    }
                    .badge(library.unread.count)
            }
            .environmentObject(library)
        }
    }
}

struct AllBooksView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        NavigationStack {
            List {
                ForEach($library.books) { $book in
                    Toggle(isOn: $book.isRead) {
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author)
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}

struct UnreadView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        NavigationStack {
            List(library.unread) { book in
                Text(book.title)
            }
            .navigationTitle("Unread")
            .overlay {
                if library.unread.isEmpty {
                    Text("All caught up!")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
