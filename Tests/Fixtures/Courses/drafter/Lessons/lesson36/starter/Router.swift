import Foundation

enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
    }

    func popToRoot() {
    }
}
