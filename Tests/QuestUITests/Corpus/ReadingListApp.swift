import SwiftUI

@Observable
class ReadingList {
    var articles: [Article] = [
        Article(title: "Understanding Swift Concurrency", site: "swift.org"),
        Article(title: "A Tour of SwiftUI Layout", site: "example.com"),
    ]
    var filter = ""

    var visible: [Article] {
        filter.isEmpty ? articles : articles.filter { $0.title.localizedCaseInsensitiveContains(filter) }
    }
}

struct Article: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var site: String
    var isRead = false
}

@main
struct ReadingListApp: App {
    @State private var readingList = ReadingList()

    var body: some Scene {
        WindowGroup {
            ArticleListView()
                .environment(readingList)
        }
    }
}

struct ArticleListView: View {
    @Environment(ReadingList.self) private var readingList
    @State private var showingAdd = false

    var body: some View {
        @Bindable var readingList = readingList

        NavigationStack {
            List {
                ForEach($readingList.articles) { $article in
                    Toggle(article.title, isOn: $article.isRead)
                }
            }
            .searchable(text: $readingList.filter)
            .navigationTitle("Reading List")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAdd.toggle()
                    } label: {
                        Label("Add Article", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddArticleView()
            }
        }
    }
}

struct AddArticleView: View {
    @Environment(ReadingList.self) var readingList
    @Environment(\.dismiss) var dismiss
    @State private var title = ""
    @State private var site = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Website", text: $site)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        readingList.articles.append(Article(title: title, site: site))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    ArticleListView()
        .environment(ReadingList())
}
