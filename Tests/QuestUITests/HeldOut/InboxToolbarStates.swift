import SwiftUI

struct Email: Identifiable, Hashable {
    let id = UUID()
    var sender: String
    var subject: String
    var isUnread: Bool
    var isFlagged = false
}

struct InboxView: View {
    @State private var emails = [
        Email(sender: "Ana", subject: "Lunch tomorrow?", isUnread: true),
        Email(sender: "Bank", subject: "Your statement", isUnread: false),
        Email(sender: "Team", subject: "Sprint review notes", isUnread: true),
    ]
    @State private var selection = Set<Email.ID>()
    @State private var editMode = EditMode.inactive
    @State private var showUnreadOnly = false

    private var shown: [Email] {
        showUnreadOnly ? emails.filter(\.isUnread) : emails
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(shown) { email in
                    HStack {
                        Circle()
                            .fill(email.isUnread ? Color.blue : Color.clear)
                            .frame(width: 8, height: 8)
                        VStack(alignment: .leading) {
                            Text(email.sender).bold()
                            Text(email.subject).lineLimit(1)
                        }
                        Spacer()
                        if email.isFlagged {
                            Image(systemName: "flag.fill").foregroundStyle(.orange)
                        }
                    }
                    .swipeActions {
                        Button("Flag") { flag(email) }
                            .tint(.orange)
                    }
                }
            }
            .navigationTitle("Inbox")
            .environment(\.editMode, $editMode)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarLeading) {
                    Toggle(isOn: $showUnreadOnly) {
                        Label("Unread", systemImage: "envelope.badge")
                    }
                    .toggleStyle(.button)
                }
                if editMode.isEditing {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Mark Read") {
                            for index in emails.indices where selection.contains(emails[index].id) {
                                emails[index].isUnread = false
                            }
                        }
                        Spacer()
                        Button("Delete", role: .destructive) {
                            emails.removeAll { selection.contains($0.id) }
                            selection.removeAll()
                        }
                    }
                } else {
                    ToolbarItem(placement: .status) {
                        Text("\(emails.filter(\.isUnread).count) unread")
                            .font(.caption)
                    }
                }
            }
        }
    }

    private func flag(_ email: Email) {
        guard let index = emails.firstIndex(of: email) else { return }
        emails[index].isFlagged.toggle()
    }
}

#Preview {
    InboxView()
}
