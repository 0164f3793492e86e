import SwiftUI
import Combine

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

/// Handles https://quest.example/trips/42/log and the app's own questtrips://trips/42/log.
@MainActor
final class Router: ObservableObject {
    @Published var path: [Route] = []

    func open(_ url: URL) {
        var segments = url.pathComponents.filter { $0 != "/" }
        if url.scheme == "questtrips", let host = url.host {
            segments.insert(host, at: 0)
        }
        guard segments.count >= 2, segments[0] == "trips", let id = Int(segments[1]) else { return }
        path = segments.count >= 3 && segments[2] == "log" ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
    }

    func popToRoot() {
        path = []
    }
}

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            ContentView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case let .trip(id): Text("Trip \(id)")
                    case let .log(tripID): Text("Log \(tripID)")
                    }
                }
        }
        .onOpenURL(perform: router.open(_:))
    }
}
