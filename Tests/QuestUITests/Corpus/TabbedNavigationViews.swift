import SwiftUI

struct FeedView: View {
    @State private var posts = (1...10).map { "Post #\($0)" }

    var body: some View {
        NavigationView {
            List(posts, id: \.self) { post in
                NavigationLink(post, destination: Text(post).font(.largeTitle))
            }
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack {
                        Image(systemName: "bird")
                        Text("Chirp").font(.headline)
                    }
                }
            }
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .refreshable {
                posts.insert("Post #\(posts.count + 1)", at: 0)
            }
        }
    }
}

struct NotificationsView: View {
    var body: some View {
        NavigationView {
            Text("No notifications")
                .navigationTitle("Alerts")
        }
    }
}

struct ChirpTabView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            FeedView()
                .tabItem {
                    Image(systemName: "house.fill")
                    Text("Home")
                }
                .tag(0)
            NotificationsView()
                .tabItem {
                    Image(systemName: "bell")
                    Text("Alerts")
                }
                .tag(1)
        }
        .accentColor(.orange)
    }
}

struct ChirpTabView_Previews: PreviewProvider {
    static var previews: some View {
        ChirpTabView()
    }
}
