// hostile: router-tests that assert only how many screens are on the path, never which trip: they caught every
// known-wrong router, yet a router that ignores the id passes them. It must fail: the known-wrong router
// log-link-loses-id opens a log link with the right number of screens and the wrong id, and these tests pass on it
// expect: failed
// base: solution
// path: Tests/RouterTests.swift
// hook: none
// exercise: deep-link-router
import Foundation
import Testing
@testable import TripsApp

@MainActor @Suite struct RouterTests {
    @Test func counts() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        #expect(router.path.count == 2)
        router.open(URL(string: "https://quest.example/trips/7")!)
        #expect(router.path.count == 1)
        router.open(URL(string: "https://quest.example/trips/abc")!)
        #expect(router.path.count == 1)
        router.open(URL(string: "https://quest.example/trips")!)
        #expect(router.path.count == 1)
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        router.popToRoot()
        #expect(router.path.count == 0)
        router.open(URL(string: "https://quest.example/trips/42/log")!)
        if case .trip = router.path.first {} else { Issue.record("first screen is not a trip") }
    }
}
