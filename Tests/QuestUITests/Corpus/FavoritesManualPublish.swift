import SwiftUI

class Favorites: ObservableObject {
    private var resorts: Set<String>
    private let key = "Favorites"

    init() {
        resorts = Set(UserDefaults.standard.stringArray(forKey: key) ?? [])
    }

    func contains(_ name: String) -> Bool {
        resorts.contains(name)
    }

    func add(_ name: String) {
        objectWillChange.send()
        resorts.insert(name)
        save()
    }

    func remove(_ name: String) {
        objectWillChange.send()
        resorts.remove(name)
        save()
    }

    func save() {
        UserDefaults.standard.set(Array(resorts), forKey: key)
    }
}

struct ResortListView: View {
    @StateObject var favorites = Favorites()
    @State private var searchText = ""
    let resorts = ["Whistler", "Zermatt", "Niseko", "Aspen", "Chamonix", "Val d'Isère"]

    var filtered: [String] {
        searchText.isEmpty ? resorts : resorts.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationView {
            List(filtered, id: \.self) { resort in
                NavigationLink(destination: ResortDetailView(name: resort)) {
                    HStack {
                        Text(resort)
                        if favorites.contains(resort) {
                            Spacer()
                            Image(systemName: "heart.fill")
                                .accessibilityLabel("This is a favorite resort")
                                .foregroundColor(.red)
                        }
                    }
                }
            }
            .navigationTitle("Resorts")
            .searchable(text: $searchText, prompt: "Search for a resort")
        }
        .environmentObject(favorites)
    }
}

struct ResortDetailView: View {
    let name: String
    @EnvironmentObject var favorites: Favorites

    var body: some View {
        VStack {
            Text(name).font(.largeTitle)
            Button(favorites.contains(name) ? "Remove from Favorites" : "Add to Favorites") {
                if favorites.contains(name) {
                    favorites.remove(name)
                } else {
                    favorites.add(name)
                }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ResortListView_Previews: PreviewProvider {
    static var previews: some View {
        ResortListView()
    }
}
