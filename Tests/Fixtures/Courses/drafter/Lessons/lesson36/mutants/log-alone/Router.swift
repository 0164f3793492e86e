import Foundation

enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2, parts[0] == "trips", let id = Int(parts[1]) else { return }
        var route: [Route] = parts.count == 3 ? [] : [.trip(id: id)]
        if parts.count == 3, parts[2] == "log" {
            route.append(.log(tripID: id))
        }
        path = route
    }

    func popToRoot() {
        path.removeAll()
    }
}
