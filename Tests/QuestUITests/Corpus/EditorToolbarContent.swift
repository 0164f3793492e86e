import SwiftUI

struct Draft: Identifiable {
    let id = UUID()
    var title: String
    var body: String
}

struct EditorToolbar: ToolbarContent {
    @Binding var isPreviewing: Bool
    var wordCount: Int
    var onShare: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            VStack {
                Text("Editor").font(.headline)
                Text("\(wordCount) words").font(.caption2)
            }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            Button {
                isPreviewing.toggle()
            } label: {
                Image(systemName: isPreviewing ? "pencil" : "eye")
            }
            Spacer()
            Button(action: onShare) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }
}

struct DraftEditorView: View {
    @State private var draft = Draft(title: "Untitled", body: "")
    @State private var isPreviewing = false
    @State private var shareCount = 0

    var words: Int {
        draft.body.split(separator: " ").count
    }

    var body: some View {
        NavigationStack {
            Group {
                if isPreviewing {
                    ScrollView {
                        Text(draft.body)
                            .padding()
                    }
                } else {
                    TextEditor(text: $draft.body)
                        .padding(.horizontal)
                }
            }
            .navigationTitle($draft.title)
            .toolbar {
                EditorToolbar(isPreviewing: $isPreviewing, wordCount: words) {
                    shareCount += 1
                }
                if !draft.body.isEmpty {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Clear", role: .destructive) {
                            draft.body = ""
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    DraftEditorView()
}
