import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

/// Keeps the app's navigation stack; deep links and the Home button go through it.
@MainActor
@Observable
final class Router {
    var path = NavigationPath()

    func open(_ url: URL) {
        guard let routes = parse(url) else { return }
        path = NavigationPath(routes)
    }

    func popToRoot() {
        path = NavigationPath()
    }

    /// Saves the stack so the next launch can restore it.
    func save() -> Data? {
        guard let representation = path.codable else { return nil }
        return try? JSONEncoder().encode(representation)
    }

    func restore(from data: Data) {
        if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    private func parse(_ url: URL) -> [Route]? {
        var segments = url.path.split(separator: "/", omittingEmptySubsequences: true).makeIterator()
        guard segments.next() == "trips", let idSegment = segments.next(), let id = Int(idSegment) else {
            return nil
        }
        switch segments.next() {
        case "log"?: return [.trip(id: id), .log(tripID: id)]
        default: return [.trip(id: id)]
        }
    }
}
