//
//  CatalogView.swift
//  LibraryApp
//
//  Created by Student on 11/04/2024.
//

import SwiftUI

struct CatalogBook: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let author: String
    let year: Int
    let genre: Genre

    enum Genre: String, CaseIterable, Identifiable {
        case fiction = "Fiction"
        case history = "History"
        case science = "Science"
        var id: String { rawValue }
    }
}

struct CatalogView: View {
    @State private var query = ""
    @State private var genre: CatalogBook.Genre? = nil
    @State private var newestFirst = true
    @State private var path: [CatalogBook] = []

    private let books: [CatalogBook] = [
        CatalogBook(title: "Sapiens", author: "Yuval Noah Harari", year: 2011, genre: .history),
        CatalogBook(title: "The Martian", author: "Andy Weir", year: 2011, genre: .fiction),
        CatalogBook(title: "Cosmos", author: "Carl Sagan", year: 1980, genre: .science),
        CatalogBook(title: "Beloved", author: "Toni Morrison", year: 1987, genre: .fiction),
    ]

    private var visibleBooks: [CatalogBook] {
        books
            .filter { genre == nil || $0.genre == genre }
            .filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query) }
            .sorted { newestFirst ? $0.year > $1.year : $0.year < $1.year }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(visibleBooks) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(book.title).font(.headline)
                        Text("\(book.author), \(String(book.year))")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Catalog")
            .navigationDestination(for: CatalogBook.self) { book in
                BookInfoView(book: book)
            }
            .searchable(text: $query, prompt: "Title or author")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Button("All genres") { genre = nil }
                        Divider()
                        ForEach(CatalogBook.Genre.allCases) { item in
                            Button {
                                genre = item
                            } label: {
                                if genre == item {
                                    Label(item.rawValue, systemImage: "checkmark")
                                } else {
                                    Text(item.rawValue)
                                }
                            }
                        }
                    } label: {
                        Label("Genre", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        newestFirst.toggle()
                    } label: {
                        Image(systemName: newestFirst ? "arrow.down" : "arrow.up")
                    }
                    .accessibilityLabel(newestFirst ? "Newest first" : "Oldest first")
                }
            }
            .overlay {
                if visibleBooks.isEmpty {
                    ContentUnavailableView.search
                }
            }
        }
    }
}

struct BookInfoView: View {
    let book: CatalogBook

    var body: some View {
        Form {
            LabeledContent("Author", value: book.author)
            LabeledContent("Published", value: String(book.year))
            LabeledContent("Genre", value: book.genre.rawValue)
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    CatalogView()
}
