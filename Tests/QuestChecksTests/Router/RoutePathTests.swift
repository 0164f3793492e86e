import Foundation
import Testing
@testable import QuestChecks

@Suite("Route paths")
struct RoutePathTests {
    @Test("restores a Codable path and says when the route is not Codable")
    func roundTrip() {
        let path: [Route] = [.trip(id: 42), .log(tripID: 42)]
        #expect(RoutePath.roundTrip(path) == .restored(path.map { AnyHashable($0) }))
        #expect(RoutePath.roundTrip([PlainRoute.trip(id: 1)]) == .notCodable)
    }

    @Test("describes routes as Swift code writes them")
    func describes() {
        #expect(Describe.path([AnyHashable(Route.trip(id: 42)), AnyHashable(Route.log(tripID: 42))]) == "[.trip(id: 42), .log(tripID: 42)]")
        #expect(Describe.path([]) == "[]")
        #expect(Describe.path([AnyHashable("Trip 42")]) == "[\"Trip 42\"]")
    }
}
