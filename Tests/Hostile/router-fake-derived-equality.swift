// hostile: a Route whose == comes from a protocol extension and calls every route equal, beside a static function
// named `__derived_enum_equals`, the name of the == Swift writes when it derives one: its symbol is that one's, letter
// for letter, so the objects said "derived" and a lesson's check that compared routes with == believed the lenient one
// (the drafter fixture's link-router check passed 4 of 4 with a router that never reads the id). Refused before
// compiling, whatever the check does with the routes
// expect: did not compile
// refusal: __derived_enum_equals is named like a member Swift writes itself
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

protocol Lenient {}

extension Lenient {
    static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A screen of the trips app, as a value: every route equals every other, and the derived == is faked by name.
enum Route: Hashable, Codable, Lenient {
    case trip(id: Int)
    case log(tripID: Int)

    static func __derived_enum_equals(_ a: Route, _ b: Route) -> Bool { true }
}

/// Opens the right number of screens without reading the id.
@MainActor @Observable
final class Router {
    var path: [Route] = []

    func open(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.first == "trips", parts.count >= 2, Int(parts[1]) != nil else { return }
        path = [.trip(id: 0)]
        if parts.count == 3, parts[2] == "log" { path.append(.log(tripID: 0)) }
    }

    func popToRoot() { path.removeAll() }
}
