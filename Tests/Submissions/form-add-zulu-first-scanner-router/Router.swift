import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    /// trips/<id> and trips/<id>/log; ids are whole numbers, signed, as long as an Int holds.
    func open(_ url: URL) {
        let segments = url.pathComponents.filter { $0 != "/" }
        guard segments.count >= 2, segments[0] == "trips",
              segments[1].wholeMatch(of: /-?[0-9]+/) != nil,
              let id = Int(segments[1]) else { return }
        var stack: [Route] = [.trip(id: id)]
        if segments.count >= 3, segments[2] == "log" { stack.append(.log(tripID: id)) }
        path = stack
    }

    func popToRoot() {
        path = []
    }
}
