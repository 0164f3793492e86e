import SwiftUI

final class KeyboardWatcher: ObservableObject {
    @Published var isVisible = false
    private var observers: [NSObjectProtocol] = []

    init() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: Notification.Name("KeyboardWillShow"), object: nil, queue: .main) { _ in
            self.isVisible = true
        })
        observers.append(center.addObserver(forName: Notification.Name("KeyboardWillHide"), object: nil, queue: .main) { _ in
            self.isVisible = false
        })
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }
}

struct CommentComposer: View {
    @StateObject private var keyboard = KeyboardWatcher()
    @State private var comment = ""
    @State private var comments: [String] = []

    var body: some View {
        NavigationView {
            VStack {
                List(comments, id: \.self) { Text($0) }
                HStack {
                    TextField("Add a comment", text: $comment)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                    Button("Post") {
                        comments.append(comment)
                        comment = ""
                    }
                    .disabled(comment.isEmpty)
                }
                .padding()
                .padding(.bottom, keyboard.isVisible ? 0 : 20)
            }
            .navigationBarTitle("Comments", displayMode: .inline)
        }
    }
}

struct CommentComposer_Previews: PreviewProvider {
    static var previews: some View {
        CommentComposer()
    }
}
