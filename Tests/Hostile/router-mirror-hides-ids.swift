// hostile: a Route that reflects itself without its payload (customMirror) and describes itself by its case only,
// so that reflection cannot tell .trip(id: 0) from .trip(id: 42); with a Router that never reads the id. It must
// fail: a learner type that reflects or describes itself with its own code cannot be read, and is never the same
// expect: failed
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

/// A screen of the trips app, as a value: the navigation stack is an array of these.
enum Route: Hashable, CustomReflectable, CustomStringConvertible {
    case trip(id: Int)
    case log(tripID: Int)

    var customMirror: Mirror {
        switch self {
        case .trip: Mirror(self, children: ["trip": ()], displayStyle: .enum)
        case .log: Mirror(self, children: ["log": ()], displayStyle: .enum)
        }
    }

    var description: String {
        switch self {
        case .trip: "trip"
        case .log: "log"
        }
    }
}

/// Opens the right number of screens without reading the id.
@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, Int(parts[1]) != nil else { return }
        path = [.trip(id: 1)]
        if parts.count == 3, parts[2] == "log" { path.append(.log(tripID: 1)) }
    }

    func popToRoot() { path.removeAll() }
}
