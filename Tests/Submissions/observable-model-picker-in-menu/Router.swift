import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor
@Observable
final class Router {
    var path = NavigationPath()

    func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        let segments = components.path.split(separator: "/").map(String.init)
        guard segments.count >= 2, segments[0] == "trips", let id = Int(segments[1]) else { return }

        var newPath = NavigationPath()
        newPath.append(Route.trip(id: id))
        if segments.count > 2, segments[2] == "log" {
            newPath.append(Route.log(tripID: id))
        }
        path = newPath
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}
