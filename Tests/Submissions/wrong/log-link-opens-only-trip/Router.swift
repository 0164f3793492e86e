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
        guard parts.count >= 2, parts[0] == "trips", let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
    }

    func popToRoot() {
        path.removeAll()
    }
}
