import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        guard url.host == "trips" else { return }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let first = parts.first, let id = Int(first) else { return }
        path = parts.count > 1 && parts[1] == "log" ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
    }

    func popToRoot() {
        path.removeAll()
    }
}
