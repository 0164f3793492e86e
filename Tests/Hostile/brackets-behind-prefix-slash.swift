// hostile (red team round 4b): 24 nested square brackets behind a `/` that reads like a regular expression's start
// but has no closing `/` on its line (Swift reads a prefix operator), so a scanner that skipped to the line's end
// saw none of them, and SwiftParser's exponential lookahead ran in quest's own process (killed at 120 s). The file
// must be refused unread at the deepest bracket
// expect: did not compile
// refusal: square brackets nested 24 deep here
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
    func popToRoot() { path.removeAll() }
}

let hidden = abs(/[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]])
