// hostile: the Route is a type nested in an extension of Swift's Optional (its runtime name starts with
// "(extension in Learner):Swift.Optional"), reached through `typealias Route`, and it reflects as nothing: a reader
// that takes names starting with "(" for tuples believes its mirror, and a router that never reads the id passes.
// It must not pass: the mirror is refused before linking (ConformanceAudit), and the reader takes only
// "(extension in Swift):" and the like for another module's
// expect: did not compile
// refusal: a type that is not yours, reflect itself with your code (`CustomReflectable`)
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

extension Optional {
    enum Screen: Hashable, CustomReflectable {
        case trip(id: Int)
        case log(tripID: Int)
        var customMirror: Mirror { Mirror(self, children: [:]) }
    }
}

typealias Route = Int?.Screen

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
