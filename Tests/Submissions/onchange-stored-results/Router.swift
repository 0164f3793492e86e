import Foundation
import Observation

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return }
        let parts = components.path.components(separatedBy: "/").filter { !$0.isEmpty }
        guard parts.count == 2 || parts.count == 3 else { return }
        guard parts[0] == "trips", let id = Int(parts[1]) else { return }
        if parts.count == 3 {
            guard parts[2] == "log" else { return }
            path = [.trip(id: id), .log(tripID: id)]
        } else {
            path = [.trip(id: id)]
        }
    }

    func popToRoot() {
        path.removeAll()
    }
}
