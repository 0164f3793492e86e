import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@Observable
class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        // trips/<id> or trips/<id>/log, nothing else.
        guard let match = url.path.wholeMatch(of: /\/trips\/(\d+)(\/log)?\/?/),
              let id = Int(match.1) else {
            return
        }
        path = match.2 == nil ? [.trip(id: id)] : [.trip(id: id), .log(tripID: id)]
    }

    func popToRoot() {
        path.removeAll()
    }
}
