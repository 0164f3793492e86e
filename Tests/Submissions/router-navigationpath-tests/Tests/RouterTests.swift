import Foundation
import SwiftUI
import Testing
@testable import TripsApp

@MainActor @Suite struct RouterTests {
    @Test func linkOpensTripAndLog() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        #expect(router.path == NavigationPath([Route.trip(id: 42), .log(tripID: 42)]))
        router.open(URL(string: "https://quest.example/trips/7")!)
        #expect(router.path == NavigationPath([Route.trip(id: 7)]))
        router.open(URL(string: "https://quest.example/trips/abc")!)
        router.open(URL(string: "https://quest.example/trips")!)
        #expect(router.path == NavigationPath([Route.trip(id: 7)]))
    }

    @Test func home() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.popToRoot()
        #expect(router.path.isEmpty)
    }
}
