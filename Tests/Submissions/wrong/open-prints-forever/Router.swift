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
        var index = 0
        var id: Int?
        while index < parts.count {
            print("segment \(index): \(parts[index])")
            if parts[index] == "trips", index + 1 < parts.count {
                id = Int(parts[index + 1])
            }
        }
        guard let id else { return }
        path = [.trip(id: id)]
        if parts.last == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() {
        path.removeAll()
    }
}
