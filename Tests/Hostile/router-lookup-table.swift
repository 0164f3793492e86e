// hostile: a Router that is a lookup table of the two links the router check used to open (trips/42/log and
// trips/7), with no parsing at all; every other link leaves the path as it was, so the malformed links pass too,
// and a Home button works. It must fail: the check opens links with ids drawn from the run's seed
// expect: failed
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

/// Owns the navigation stack, so that a deep link or a Home button can change it from anywhere.
@MainActor @Observable
final class Router {
    var path: [Route] = []

    /// Every link the check was seen to open, and the stack it wanted.
    private static let memorised: [String: [Route]] = [
        "https://quest.example/trips/42/log": [.trip(id: 42), .log(tripID: 42)],
        "https://quest.example/trips/7": [.trip(id: 7)],
    ]

    /// Opens a link such as https://quest.example/trips/42/log.
    func open(_ url: URL) {
        if let stack = Self.memorised[url.absoluteString] { path = stack }
    }

    /// Returns to the first screen.
    func popToRoot() {
        path.removeAll()
    }
}
