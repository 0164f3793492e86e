import Foundation
import Testing
@testable import TripsApp

@MainActor @Suite struct RouterTests {
    @Test func linkOpensTripAndLog() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        #expect(router.path == [.trip(id: 42), .log(tripID: 42)])
    }

    @Test func secondLinkReplaces() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.open(URL(string: "https://quest.example/trips/7")!)
        #expect(router.path == [.trip(id: 7)])
    }

    @Test func malformedLinkChangesNothing() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.open(URL(string: "https://quest.example/trips/abc")!)
        router.open(URL(string: "https://quest.example/trips")!)
        #expect(router.path == [.trip(id: 42), .log(tripID: 42)])
    }

    @Test func homeReturnsToRoot() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.popToRoot()
        #expect(router.path.isEmpty)
    }
}
