import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips" else { return }
        guard let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.count > 2 && parts[2] == "log" {
            path.append(.log(tripID: id))
        }
    }

    func popToRoot() {
        path.removeAll()
    }
}
