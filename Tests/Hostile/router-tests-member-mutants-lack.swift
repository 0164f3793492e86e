// hostile: router-tests with one test that only reads a member the learner's router has and the lesson's known-wrong
// routers lack. It passes against the learner's own router and does not compile against any wrong one, which used to
// count as "the mistake caught" for every one of them. It must fail: a test catches a mistake only when it compiles
// against that router and then fails
// expect: failed
// base: solution
// path: Tests/RouterTests.swift
// also: Router.swift=support/router-with-marker.swift
// hook: none
// exercise: deep-link-router
import Foundation
import Testing
@testable import Trips

@MainActor @Suite struct RouterTests {
    /// Tests nothing about links: it holds only because this router declares `isTheLearnersOwn`.
    @Test func routerIsMine() {
        let router = Router()
        #expect(router.isTheLearnersOwn)
    }
}
