import SwiftUI

enum Mailbox: String, CaseIterable, Identifiable {
    case inbox = "Inbox"
    case sent = "Sent"
    case archive = "Archive"

    var id: String { rawValue }
    var icon: String {
        switch self {
        case .inbox: "tray"
        case .sent: "paperplane"
        case .archive: "archivebox"
        }
    }
}

struct MailboxView: View {
    @State private var mailbox: Mailbox = .inbox
    @State private var compose = false

    var body: some View {
        NavigationStack {
            List(1...20, id: \.self) { number in
                Text("\(mailbox.rawValue) message \(number)")
            }
            .navigationTitle(mailbox.rawValue)
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleMenu {
                ForEach(Mailbox.allCases) { box in
                    Button {
                        mailbox = box
                    } label: {
                        Label(box.rawValue, systemImage: box.icon)
                    }
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.yellow.opacity(0.3), for: .navigationBar)
            .toolbar(.hidden, for: .tabBar)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("Updated just now")
                        .font(.caption)
                    Spacer()
                    Button {
                        compose = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .sheet(isPresented: $compose) {
                Text("New message")
                    .presentationDragIndicator(.visible)
            }
        }
    }
}

#Preview {
    MailboxView()
}
