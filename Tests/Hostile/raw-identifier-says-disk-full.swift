// hostile: the starter's router whose only init takes an argument labelled with a raw identifier that reads as
// the compiler's full-disk message, so that the checks' glue, whose Router() call then fails quoting that label, would
// read as the machine's fault (could not run, "the disk quest compiles on is full"). An error placed in a source file
// is the machine's only at an import: this is the learner's, a router the checks cannot make
// expect: did not compile
// refusal: expected Router() to create a router with no arguments
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

    init(`No space left on device` value: Int) {}

    /// Opens a link such as https://quest.example/trips/42/log.
    func open(_ url: URL) {
        // TODO: read the segments of url.pathComponents; for trips/<id> show the trip, for trips/<id>/log
        // show the trip and then its log. Leave the path unchanged when the link is malformed.
    }

    /// Returns to the first screen.
    func popToRoot() {
        // TODO: empty the stack.
    }
}
