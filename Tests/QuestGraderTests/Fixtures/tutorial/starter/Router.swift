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
