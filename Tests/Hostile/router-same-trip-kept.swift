// hostile: 'optimisation': the stack is reset only when the link names another trip; the same log link twice gives
// [trip, log, log], /trips/A after /trips/A/log keeps the log; it passed every step of the router check. It must
// fail: the steps "the same /trips/<id>/log link twice" and "/trips/<id>/log then /trips/<id>" fail it
// expect: failed
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
        if path.first != .trip(id: id) { path = [.trip(id: id)] }
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
    }

    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}
