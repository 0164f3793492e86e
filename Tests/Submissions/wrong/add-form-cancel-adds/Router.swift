import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let segments = url.pathComponents.dropFirst()   // drop the leading "/"
        guard segments.first == "trips",
              let idText = segments.dropFirst().first,
              let id = Int(idText) else { return }

        let rest = segments.dropFirst(2)
        if rest.first == "log" {
            path = [.trip(id: id), .log(tripID: id)]
        } else {
            path = [.trip(id: id)]
        }
    }

    func popToRoot() {
        path = []
    }
}
