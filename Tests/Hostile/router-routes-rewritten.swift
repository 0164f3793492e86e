// hostile: a Route that is a class, whose factories (Route.trip(id:), Route.log(tripID:), which the router check
// calls to make the routes it expects) rewrite every route made before to the new id; the Router opens a path of
// the right shape with id 0. The check read the path's shape only after making the routes it expected, by which
// time the path held the expected ids, and every link step passed. It must fail: a path is read by shape the moment
// it is observed
// expect: failed
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

/// A screen as an object: making a new trip screen rewrites every trip screen made before to the new id, so a path
/// opened without reading the link holds whatever id the check asks about next.
final class Route: Hashable {
    nonisolated(unsafe) static var made: [Route] = []
    var isLog: Bool
    var id: Int

    init(isLog: Bool, id: Int) {
        self.isLog = isLog
        self.id = id
    }

    static func trip(id: Int) -> Route { remade(Route(isLog: false, id: id)) }
    static func log(tripID: Int) -> Route { remade(Route(isLog: true, id: tripID)) }

    private static func remade(_ route: Route) -> Route {
        for earlier in made { earlier.id = route.id }
        made.append(route)
        return route
    }

    static func == (lhs: Route, rhs: Route) -> Bool { lhs.isLog == rhs.isLog && lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(isLog) }
}

@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, Int(parts[1]) != nil else { return }
        path = [Route(isLog: false, id: 0)]
        if parts.count == 3, parts[2] == "log" { path.append(Route(isLog: true, id: 0)) }
        Route.made += path
    }

    func popToRoot() { path.removeAll() }
}
