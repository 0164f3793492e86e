// hostile: a Route whose `trip(id:)` and `log(tripID:)` are static factories that drop the id, so the routes the
// check expects hold no id either, and a router that never reads the id. It must not pass
// expect: failed
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

enum Route: Hashable {
    case tripScreen
    case logScreen

    static func trip(id: Int) -> Route { .tripScreen }
    static func log(tripID: Int) -> Route { .logScreen }
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, Int(parts[1]) != nil else { return }
        path = [.tripScreen]
        if parts.count == 3, parts[2] == "log" { path.append(.logScreen) }
    }

    func popToRoot() { path.removeAll() }
}
