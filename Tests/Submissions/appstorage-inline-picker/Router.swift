import SwiftUI
import Combine

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor
final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (parts.first, parts.dropFirst().first.flatMap { Int($0) }, parts.dropFirst(2).first) {
        case ("trips", let id?, "log"):
            var newPath = NavigationPath()
            newPath.append(Route.trip(id: id))
            newPath.append(Route.log(tripID: id))
            path = newPath
        case ("trips", let id?, _):
            path = NavigationPath([Route.trip(id: id)])
        default:
            break
        }
    }

    func popToRoot() {
        path = NavigationPath()
    }
}
