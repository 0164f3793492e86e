import Foundation
import Testing
@testable import Trips

/// The interview answer's two cases: a link opens its stack (even over another one), and a malformed link changes
/// nothing.
@MainActor @Suite struct RouterTests {
    @Test func linkOpensTripAndLog() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/7")!)
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        #expect(router.path == [.trip(id: 42), .log(tripID: 42)])
    }

    @Test func malformedLinkLeavesThePath() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.open(URL(string: "https://quest.example/trips/abc")!)
        #expect(router.path == [.trip(id: 42), .log(tripID: 42)])
    }
}
