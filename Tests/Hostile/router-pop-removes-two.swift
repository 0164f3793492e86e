// hostile: popToRoot() removes exactly two screens: Home on a trip opened by /trips/<id> (one screen) crashes, Home
// at the root crashes; it passed every step of the router check. It must not pass: the step "popToRoot() empties a
// one-screen path" crashes it (the verdict is crashed)
// expect: crashed
// base: solution
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

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
    func popToRoot() { path.removeLast(2) }
}
