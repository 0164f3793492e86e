import SwiftUI

struct Author: Hashable {
    let name: String
}

struct Poem: Hashable {
    let title: String
    let author: Author
    let lines: [String]
}

struct PoetryHome: View {
    @State private var path = NavigationPath()

    let poems = [
        Poem(title: "The Tyger", author: Author(name: "William Blake"), lines: ["Tyger Tyger, burning bright"]),
        Poem(title: "Ozymandias", author: Author(name: "Percy Shelley"), lines: ["I met a traveller from an antique land"]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Poems") {
                    ForEach(poems, id: \.title) { poem in
                        NavigationLink(poem.title, value: poem)
                    }
                }
                Section("Poets") {
                    ForEach(poems.map(\.author), id: \.name) { author in
                        NavigationLink(value: author) {
                            Label(author.name, systemImage: "person")
                        }
                    }
                }
            }
            .navigationTitle("Poetry")
            .navigationDestination(for: Poem.self) { poem in
                VStack(alignment: .leading) {
                    ForEach(poem.lines, id: \.self) { Text($0).italic() }
                    Button("About \(poem.author.name)") {
                        path.append(poem.author)
                    }
                }
                .navigationTitle(poem.title)
            }
            .navigationDestination(for: Author.self) { author in
                Text("Poems by \(author.name)")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Home") {
                                path = NavigationPath()
                            }
                        }
                    }
            }
            .navigationDestination(for: String.self) { text in
                Text(text)
            }
        }
        .onAppear {
            if path.isEmpty {
                path.append("Welcome back")
            }
        }
    }
}

#Preview {
    PoetryHome()
}
