import SwiftUI

struct Friend: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var favorite = false
}

struct FriendsView: View {
    @State private var friends = [Friend(name: "Priya"), Friend(name: "Tom", favorite: true), Friend(name: "Lee")]
    @State private var editingFriend: Friend?
    @State private var showingRename = false
    @State private var newName = ""
    @State private var filter = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Favorites") {
                    ForEach(friends.filter(\.favorite)) { friend in
                        row(for: friend)
                    }
                }
                Section("Everyone") {
                    ForEach(friends.filter { filter.isEmpty || $0.name.contains(filter) }) { friend in
                        row(for: friend)
                    }
                    .onMove { from, to in
                        friends.move(fromOffsets: from, toOffset: to)
                    }
                }
            }
            .searchable(text: $filter, prompt: Text("Filter friends"))
            .navigationTitle("Friends")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    EditButton()
                    Button {
                        friends.append(Friend(name: "New friend"))
                    } label: {
                        Image(systemName: "person.badge.plus")
                    }
                }
            }
            .alert("Rename", isPresented: $showingRename) {
                TextField("Name", text: $newName)
                Button("Save") {
                    if let friend = editingFriend, let index = friends.firstIndex(of: friend) {
                        friends[index].name = newName
                    }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Enter a new name for \(editingFriend?.name ?? "your friend").")
            }
        }
    }

    func row(for friend: Friend) -> some View {
        HStack {
            Text(friend.name)
            Spacer()
            Button {
                if let index = friends.firstIndex(of: friend) {
                    friends[index].favorite.toggle()
                }
            } label: {
                Image(systemName: friend.favorite ? "star.fill" : "star")
            }
            .buttonStyle(.borderless)
        }
        .contextMenu {
            Button("Rename…") {
                editingFriend = friend
                newName = friend.name
                showingRename = true
            }
        }
    }
}

#Preview {
    FriendsView()
}
