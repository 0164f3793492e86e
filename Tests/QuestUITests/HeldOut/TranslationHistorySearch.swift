import SwiftUI

struct Translation: Identifiable, Hashable {
    let id = UUID()
    let source: String
    let result: String
    let language: String
    var starred = false
}

struct TranslatorView: View {
    @State private var input = ""
    @State private var language = "Spanish"
    @State private var history: [Translation] = []
    @State private var historySearch = ""
    @State private var showStarredOnly = false

    let languages = ["Spanish", "French", "German", "Italian"]
    let dictionary = ["hello": ["Spanish": "hola", "French": "bonjour", "German": "hallo", "Italian": "ciao"]]

    var shownHistory: [Translation] {
        history.filter { item in
            (!showStarredOnly || item.starred)
                && (historySearch.isEmpty || item.source.localizedCaseInsensitiveContains(historySearch) || item.result.localizedCaseInsensitiveContains(historySearch))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Type a word", text: $input)
                        .onSubmit(translate)
                        .submitLabel(.done)
                    Picker("Into", selection: $language) {
                        ForEach(languages, id: \.self, content: Text.init)
                    }
                }
                Section {
                    ForEach(shownHistory) { item in
                        VStack(alignment: .leading) {
                            Text(item.result).font(.headline)
                            Text("\(item.source) · \(item.language)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .swipeActions {
                            Button {
                                toggleStar(item)
                            } label: {
                                Image(systemName: item.starred ? "star.slash" : "star")
                            }
                            .tint(.yellow)
                        }
                    }
                } header: {
                    HStack {
                        Text("History")
                        Spacer()
                        Button(showStarredOnly ? "All" : "Starred") {
                            showStarredOnly.toggle()
                        }
                        .font(.caption)
                    }
                }
            }
            .navigationTitle("Translate")
            .searchable(text: $historySearch, prompt: "Search history")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Clear", role: .destructive) {
                        history.removeAll()
                    }
                    .disabled(history.isEmpty)
                }
            }
        }
    }

    func translate() {
        let word = input.lowercased().trimmingCharacters(in: .whitespaces)
        let result = dictionary[word]?[language] ?? "?"
        history.insert(Translation(source: input, result: result, language: language), at: 0)
        input = ""
    }

    func toggleStar(_ item: Translation) {
        if let index = history.firstIndex(where: { $0.id == item.id }) {
            history[index].starred.toggle()
        }
    }
}

#Preview {
    TranslatorView()
}
