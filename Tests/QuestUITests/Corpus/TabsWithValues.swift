import SwiftUI

enum AppTab: Hashable {
    case home, search, inbox, profile
}

struct MainTabsView: View {
    @State private var selectedTab: AppTab = .home
    @State private var unread = 4
    @State private var query = ""

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                NavigationStack {
                    Button("Open inbox") {
                        selectedTab = .inbox
                    }
                    .navigationTitle("Home")
                }
            }
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                NavigationStack {
                    List(0..<unread, id: \.self) { index in
                        Text("Message \(index + 1)")
                    }
                    .navigationTitle("Inbox")
                    .toolbar {
                        Button("Read all") { unread = 0 }
                    }
                }
            }
            .badge(unread)
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                Text("Profile")
            }
            Tab(value: AppTab.search, role: .search) {
                NavigationStack {
                    Text("Searching for \(query)")
                        .navigationTitle("Search")
                }
                .searchable(text: $query)
            }
        }
        .tint(.indigo)
    }
}

#Preview {
    MainTabsView()
}
