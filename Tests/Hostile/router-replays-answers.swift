// hostile: a Router that never reads the link: it replays, call after call (counted over the whole run), the stacks
// the router check used to want in the order it asked for them, and leaves the path alone on the calls that were
// malformed links. It must fail: which stacks the check wants depends on the run's seed
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

    /// How many links every router of the run has opened so far.
    private static var opened = 0

    /// Opens a link such as https://quest.example/trips/42/log, by not reading it: the check opens trips/42/log
    /// first in every step, then trips/7 in the first steps and a malformed link in the others.
    func open(_ url: URL) {
        let call = Self.opened
        Self.opened += 1
        if call % 2 == 0 {
            path = [.trip(id: 42), .log(tripID: 42)]
        } else if call < 4 {
            path = [.trip(id: 7)]
        }
    }

    /// Returns to the first screen.
    func popToRoot() {
        path.removeAll()
    }
}
