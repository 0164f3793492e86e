// hostile: the stack lives in a static var, so every Router shares it: a new Router() starts on whatever stack the
// previous one left; it passed every step of the router check. It must fail: the step "each Router() has its own
// path" fails it
// expect: failed
// base: solution
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

@MainActor @Observable
final class Router {
    @ObservationIgnored static var shared: [Route] = []
    var path: [Route] {
        get { access(keyPath: \.path); return Router.shared }
        set { withMutation(keyPath: \.path) { Router.shared = newValue } }
    }

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}
