// hostile: a log link is recognised by its last two segments only, so /flights/42/log or /anything/42/log opens trip
// 42 and its log (trips checked only for trip links); it passed every step of the router check. It must fail: the
// malformed link /flights/42/log fails it
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
        if parts.count >= 2, parts.last == "log", let id = Int(parts[parts.count - 2]) {
            path = [.trip(id: id), .log(tripID: id)]
            return
        }
        guard parts.first == "trips", parts.count >= 2, let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
    }

    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}
