import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    /// Opens a link such as https://quest.example/trips/42/log.
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]), id > 0 else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}
