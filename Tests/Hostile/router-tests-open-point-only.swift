// hostile: router-tests with one test of a point the lesson leaves open: this learner's router rejects negative ids,
// the lesson's solution accepts them, so the test fails on every known-wrong router (each is built on the solution)
// and used to "catch" all of them while testing nothing the exercise asks. It must fail: a wrong router is caught
// only by an expectation that passes on the course's correct router
// expect: failed
// base: solution
// path: Tests/RouterTests.swift
// also: Router.swift=support/router-rejects-negative.swift
// hook: none
// exercise: deep-link-router
import Foundation
import Testing
@testable import TripsApp

@MainActor @Suite struct RouterTests {
    @Test func negativeIdsAreIgnored() {
        let router = Router()
        router.open(URL(string: "https://quest.example/trips/-3")!)
        #expect(router.path.isEmpty)
    }
}
