// hostile: the id is validated only on two-segment links; /trips/abc/log opens [.trip(id: 0), .log(tripID: 0)]
// instead of leaving the path; it passed every step of the router check. It must fail: the malformed link
// /trips/abc/log fails it
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
        guard parts.first == "trips", parts.count >= 2 else { return }
        if parts.count >= 3, parts[2] == "log" {
            let id = Int(parts[1]) ?? 0
            path = [.trip(id: id), .log(tripID: id)]
            return
        }
        guard let id = Int(parts[1]) else { return }
        path = [.trip(id: id)]
    }

    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}
