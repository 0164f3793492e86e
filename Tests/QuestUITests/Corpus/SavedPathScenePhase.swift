import SwiftUI

@MainActor
final class PathStore: ObservableObject {
    @Published var path = NavigationPath() {
        didSet { save() }
    }

    private let savePath = URL.documentsDirectory.appending(path: "SavedPath")

    init() {
        if let data = try? Data(contentsOf: savePath) {
            if let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
                path = NavigationPath(decoded)
                return
            }
        }
    }

    func save() {
        guard let representation = path.codable else { return }
        do {
            let data = try JSONEncoder().encode(representation)
            try data.write(to: savePath)
        } catch {
            print("Failed to save navigation data")
        }
    }
}

struct NumberScreen: View {
    var number: Int

    var body: some View {
        NavigationLink("Go to a random number", value: Int.random(in: 1...1000))
            .navigationTitle("Number: \(number)")
    }
}

struct PathRootView: View {
    @StateObject private var pathStore = PathStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack(path: $pathStore.path) {
            NumberScreen(number: 0)
                .navigationDestination(for: Int.self) { i in
                    NumberScreen(number: i)
                }
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                pathStore.save()
            }
        }
    }
}

#Preview {
    PathRootView()
}
