import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        if let route = Self.routes(for: url) {
            path = route
        }
    }

    func popToRoot() {
        path.removeAll()
    }

    /// Turns a deep link into the screens it opens, or nil when the link is not one of ours.
    static func routes(for url: URL) -> [Route]? {
        var segments = url.pathComponents
        if segments.first == "/" { segments.removeFirst() }
        switch segments.count {
        case 2 where segments[0] == "trips":
            guard let id = Int(segments[1]) else { return nil }
            return [.trip(id: id)]
        case 3... where segments[0] == "trips":
            guard let id = Int(segments[1]) else { return nil }
            return segments[2] == "log" ? [.trip(id: id), .log(tripID: id)] : [.trip(id: id)]
        default:
            return nil
        }
    }
}
