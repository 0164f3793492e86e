import SwiftUI

struct Message: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct ChatView: View {
    @State private var messages: [Message] = [
        Message(text: "Hey! How's the app going?", isMine: false),
        Message(text: "Almost done with the chat screen", isMine: true),
    ]
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.isMine { Spacer() }
                                Text(message.text)
                                    .padding(10)
                                    .background(message.isMine ? Color.blue : Color(white: 0.9))
                                    .foregroundColor(message.isMine ? .white : .black)
                                    .clipShape(RoundedRectangle(cornerRadius: 16))
                                if !message.isMine { Spacer() }
                            }
                            .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages) { _, newMessages in
                    if let last = newMessages.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...4)
                        .textFieldStyle(.roundedBorder)
                    Button {
                        send()
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
            .navigationTitle("Chat")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func send() {
        messages.append(Message(text: draft, isMine: true))
        draft = ""
    }
}

#Preview {
    ChatView()
}
