// hostile: a Route whose own == (and hash) calls every trip equal to every other trip, and a Router that opens a
// path of the right shape without reading the id; the router check used to compare paths with ==, so this passed
// every step. It must fail: paths are compared by shape (ValueShape), which the Route's code cannot answer
// expect: failed
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

/// A screen of the trips app, as a value: the navigation stack is an array of these. Every route equals every other
/// route of the same kind, so a path of the right shape is "right" whatever ids it holds.
enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)

    static func == (lhs: Route, rhs: Route) -> Bool {
        switch (lhs, rhs) {
        case (.trip, .trip), (.log, .log): true
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        if case .trip = self { hasher.combine(0) } else { hasher.combine(1) }
    }
}

/// Opens the right number of screens without reading the id.
@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, Int(parts[1]) != nil else { return }
        path = [.trip(id: 0)]
        if parts.count == 3, parts[2] == "log" { path.append(.log(tripID: 0)) }
    }

    func popToRoot() { path.removeAll() }
}
