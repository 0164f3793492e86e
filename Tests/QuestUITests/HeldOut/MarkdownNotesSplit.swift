import SwiftUI

struct Page: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var updated: Date
}

@Observable
final class Notebook {
    var pages: [Page] = [
        Page(id: UUID(), title: "Welcome", body: "**Hello** there!", updated: .now),
        Page(id: UUID(), title: "Todo", body: "- milk\n- bread", updated: .now),
    ]
    var selectedID: Page.ID?

    var selectedIndex: Int? {
        pages.firstIndex { $0.id == selectedID }
    }

    func newPage() {
        let page = Page(id: UUID(), title: "Untitled", body: "", updated: .now)
        pages.insert(page, at: 0)
        selectedID = page.id
    }
}

struct NotebookView: View {
    @State private var notebook = Notebook()
    @State private var search = ""

    var matchingPages: [Page] {
        search.isEmpty ? notebook.pages : notebook.pages.filter { $0.title.localizedCaseInsensitiveContains(search) || $0.body.localizedCaseInsensitiveContains(search) }
    }

    var body: some View {
        NavigationSplitView {
            List(matchingPages, selection: $notebook.selectedID) { page in
                VStack(alignment: .leading) {
                    Text(page.title)
                    Text(page.updated, format: .relative(presentation: .named))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .searchable(text: $search, placement: .sidebar)
            .navigationTitle("Notebook")
            .toolbar {
                ToolbarItem {
                    Button("New Page", systemImage: "square.and.pencil", action: notebook.newPage)
                }
            }
        } detail: {
            if let index = notebook.selectedIndex {
                PageEditor(page: $notebook.pages[index])
            } else {
                Text("Select a page")
                    .foregroundStyle(.tertiary)
            }
        }
    }
}

struct PageEditor: View {
    @Binding var page: Page
    @State private var isPreview = false

    var body: some View {
        VStack {
            if isPreview {
                ScrollView {
                    Text(LocalizedStringKey(page.body))
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
            } else {
                TextEditor(text: $page.body)
                    .font(.body.monospaced())
            }
        }
        .navigationTitle($page.title)
        .toolbar {
            ToolbarItem(placement: .principal) {
                Picker("Mode", selection: $isPreview) {
                    Text("Edit").tag(false)
                    Text("Preview").tag(true)
                }
                .pickerStyle(.segmented)
                .frame(width: 180)
            }
        }
        .onChange(of: page.body) {
            page.updated = .now
        }
    }
}

#Preview {
    NotebookView()
}
