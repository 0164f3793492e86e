import Foundation
import Observation

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
    case settings
}

@MainActor
@Observable
final class Router {
    private(set) var path: [Route]

    init(path: [Route] = []) {
        self.path = path
    }

    /// Replaces the stack with what a link asks for. Returns false (and changes nothing) for links that are not ours.
    @discardableResult
    func open(_ url: URL) -> Bool {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let tripsIndex = parts.firstIndex(of: "trips"), tripsIndex == 0 else { return false }
        let rest = parts[(tripsIndex + 1)...]
        guard let idText = rest.first, let id = Int(idText) else { return false }
        var routes = [Route.trip(id: id)]
        if rest.dropFirst().first == "log" {
            routes.append(.log(tripID: id))
        }
        path = routes
        return true
    }

    func push(_ route: Route) {
        path.append(route)
    }

    func setPath(_ newPath: [Route]) {
        path = newPath
    }

    func popToRoot() {
        path.removeAll()
    }
}
