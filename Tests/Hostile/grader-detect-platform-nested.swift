// hostile (my own, after the platform-test refusal): the same cheat hidden deeper — the test sits in an #elseif
// after a harmless #if DEBUG, negated and combined with another condition (!(os(iOS) || os(macOS)) && swift(>=5.9)),
// so a refusal that read only the first clause, or only a bare os(Linux), would let it through. The log link works
// where quest runs and never on an iPhone. It must be refused at the first platform test of the #elseif
// expect: did not compile
// refusal: #if os(iOS) compiles different code for quest than for an iPhone
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
        #if DEBUG
        #elseif !(os(iOS) || os(macOS)) && swift(>=5.9)
        // Graded on Linux: the log link works.
        if parts.dropFirst(2).first == "log" { path.append(.log(tripID: id)) }
        #else
        // On an iPhone: every link opens the trip alone.
        #endif
    }

    /// Returns to the first screen.
    func popToRoot() { path.removeAll() }
}
