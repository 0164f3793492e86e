import Foundation
import Testing
@testable import TripsApp

/// One test of everything, negative ids included: this router rejects them (the lesson leaves them open).
@MainActor @Suite struct RouterTests {
    @Test func links() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/-3")!)
        #expect(router.path.isEmpty)
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        #expect(router.path == [.trip(id: 42), .log(tripID: 42)])
        router.open(URL(string: "https://quest.example/trips/7")!)
        #expect(router.path == [.trip(id: 7)])
        router.open(URL(string: "https://quest.example/trips/abc")!)
        router.open(URL(string: "https://quest.example/trips")!)
        #expect(router.path == [.trip(id: 7)])
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.popToRoot()
        #expect(router.path.isEmpty)
    }
}
