// hostile: a Route whose cases hold Foundation's Decimal, made by static factories `trip(id:)` and `log(tripID:)`
// that the check calls, and a retroactive CustomReflectable conformance of Decimal that reflects every Decimal as
// nothing: every trip then has the same shape whatever its id, and a router that never reads the id would pass the
// router check, which believed Foundation's reflection of Foundation's types (it passed, 7 of 7). It must not pass:
// the conformance is refused before linking (ConformanceAudit)
// expect: did not compile
// refusal: you make `Decimal`, a type that is not yours, reflect itself with your code (`CustomReflectable`)
// base: starter
// path: Router.swift
// hook: none
// exercise: deep-link-router
import SwiftUI

extension Decimal: @retroactive CustomReflectable {
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// A screen of the trips app, as a value: the navigation stack is an array of these.
enum Route: Hashable {
    case trip(number: Decimal)
    case log(number: Decimal)

    static func trip(id: Int) -> Route { .trip(number: Decimal(id)) }
    static func log(tripID: Int) -> Route { .log(number: Decimal(tripID)) }
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
