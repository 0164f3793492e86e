import SwiftUI

struct Document: Identifiable {
    let id = UUID()
    var name: String
    var isStarred = false
}

struct DocumentsView: View {
    @State private var documents = [Document(name: "Budget"), Document(name: "Itinerary")]
    @State private var isSelecting = false
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(documents) { document in
                    HStack {
                        Text(document.name)
                        if document.isStarred {
                            Image(systemName: "star.fill").foregroundColor(.yellow)
                        }
                    }
                }
            }
            .navigationTitle("Documents")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button {
                        showSettings = true
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    if isSelecting {
                        Button("Done") { isSelecting = false }
                    } else {
                        Menu {
                            Button("Select", systemImage: "checkmark.circle") { isSelecting = true }
                            Section("Sort") {
                                Button("By name") { documents.sort { $0.name < $1.name } }
                                Button("Starred first") { documents.sort { $0.isStarred && !$1.isStarred } }
                            }
                        } label: {
                            Label("More", systemImage: "ellipsis.circle")
                        } primaryAction: {
                            documents.append(Document(name: "Untitled \(documents.count + 1)"))
                        }
                    }
                }
            }
            .navigationDestination(isPresented: $showSettings) {
                Text("Settings")
            }
        }
    }
}

#Preview {
    DocumentsView()
}
