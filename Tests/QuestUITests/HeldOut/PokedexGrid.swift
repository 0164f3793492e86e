import SwiftUI

struct Pokemon: Identifiable, Decodable, Hashable {
    let id: Int
    let name: String
    var imageURL: URL? {
        URL(string: "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/\(id).png")
    }
}

@MainActor
class PokedexViewModel: ObservableObject {
    @Published var pokemon: [Pokemon] = []
    @Published var searchText = ""
    @Published var errorMessage: String?

    var filteredPokemon: [Pokemon] {
        searchText.isEmpty ? pokemon : pokemon.filter { $0.name.contains(searchText.lowercased()) }
    }

    func fetch() async {
        struct Page: Decodable {
            struct Entry: Decodable { let name: String; let url: String }
            let results: [Entry]
        }
        do {
            let url = URL(string: "https://pokeapi.co/api/v2/pokemon?limit=151")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let page = try JSONDecoder().decode(Page.self, from: data)
            pokemon = page.results.enumerated().map { Pokemon(id: $0.offset + 1, name: $0.element.name) }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct PokedexView: View {
    @StateObject private var viewModel = PokedexViewModel()
    private let columns = [GridItem(.adaptive(minimum: 100))]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(viewModel.filteredPokemon) { mon in
                        NavigationLink(value: mon) {
                            VStack {
                                AsyncImage(url: mon.imageURL) { image in
                                    image.resizable().scaledToFit()
                                } placeholder: {
                                    ProgressView()
                                }
                                .frame(width: 80, height: 80)
                                Text(mon.name.capitalized)
                                    .font(.caption)
                            }
                            .padding(8)
                            .background(Color.gray.opacity(0.1))
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle("Pokédex")
            .navigationDestination(for: Pokemon.self) { mon in
                VStack {
                    AsyncImage(url: mon.imageURL)
                        .frame(width: 200, height: 200)
                    Text("#\(mon.id) \(mon.name.capitalized)")
                        .font(.title)
                }
            }
            .searchable(text: $viewModel.searchText)
            .task {
                if viewModel.pokemon.isEmpty {
                    await viewModel.fetch()
                }
            }
            .alert("Error", isPresented: Binding(
                get: { viewModel.errorMessage != nil },
                set: { _ in viewModel.errorMessage = nil })
            ) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(viewModel.errorMessage ?? "")
            }
        }
    }
}

#Preview {
    PokedexView()
}
