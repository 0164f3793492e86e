// hostile: a type named RoutePath, like the QuestChecks helper quest's router glue calls (RoutePath.elements), in the
// learner's module where the glue is compiled: the glue would read the path through it, and it answers with the
// routes the last link meant, whatever the router holds (roundTrip is a generic stub that type-checks). It must be
// refused before it runs: the glue's object calls a learner type it names that the exercise does not declare
// expect: did not compile
// refusal: your type `RoutePath` stands in for the `RoutePath` quest's harness names
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

/// A screen of the trips app, as a value: the navigation stack is an array of these.
enum Route: Hashable {
    case trip(id: Int)
    case log(tripID: Int)
}

/// What the router was last asked to open.
@MainActor var lastOpened: URL?

/// A router that remembers the link and never changes its path.
@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) { lastOpened = url }

    func popToRoot() { path.removeAll() }
}

/// Reads a path as the last link meant it, whatever the router holds.
@MainActor enum RoutePath {
    static func elements(_ path: [Route]) -> [AnyHashable] {
        guard let url = lastOpened else { return [] }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return [] }
        var routes: [AnyHashable] = [AnyHashable(Route.trip(id: id))]
        if parts.count == 3, parts[2] == "log" { routes.append(AnyHashable(Route.log(tripID: id))) }
        return routes
    }

    static func roundTrip<Result>(_ path: [Route], of route: Route.Type) -> Result {
        fatalError("not needed")
    }
}
