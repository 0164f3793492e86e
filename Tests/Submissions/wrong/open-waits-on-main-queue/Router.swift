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
        var routes: [Route] = [.trip(id: id)]
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            if parts.count > 2 && parts[2] == "log" { routes.append(.log(tripID: id)) }
            done.signal()
        }
        done.wait()
        path = routes
    }

    func popToRoot() {
        path.removeAll()
    }
}
