import SwiftUI

/// A screen of the trips app, as a value: the navigation stack is an array of these.
/// Codable, so a saved stack can be restored by decoding it.
enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

/// Owns the navigation stack, so that a deep link or a Home button can change it from anywhere.
@MainActor @Observable
final class Router {
    var path = NavigationPath()

    /// Opens a link such as https://quest.example/trips/42/log.
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        var stack = NavigationPath()
        stack.append(Route.trip(id: id))
        if parts.dropFirst(2).first == "log" { stack.append(Route.log(tripID: id)) }
        path = stack
    }

    func popToRoot() { path.removeLast(path.count) }
}
