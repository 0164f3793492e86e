// hostile: the solution's router with an #error directive that says what a missing module says, so that a compile
// failing on the learner's own words would read as the machine's fault (could not run, "run quest doctor"). A missing
// module is the machine's only where the compiler puts it, at an import: this is the learner's error, at its line
// expect: did not compile
// refusal: error: no such module 'Foundation'
// base: solution
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

#error("no such module 'Foundation'")

/// A screen of the trips app, as a value: the navigation stack is an array of these.
/// Codable, so a saved stack can be restored by decoding it.
enum Route: Hashable, Codable {
    case trip(id: Int)
    case log(tripID: Int)
}

/// Owns the navigation stack, so that a deep link or a Home button can change it from anywhere.
@MainActor @Observable
final class Router {
    var path: [Route] = []

    /// Opens a link such as https://quest.example/trips/42/log.
    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}
