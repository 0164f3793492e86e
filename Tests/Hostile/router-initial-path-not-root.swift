// hostile: a new Router does not start at the root: path starts as [.trip(id: 1)] (app launches on trip 1, not the
// list); it passed every step of the router check. It must fail: the step "a new Router() starts at the root" fails
// it
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
    var path: [Route] = [.trip(id: 1)]

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    func popToRoot() { path.removeAll() }
}
