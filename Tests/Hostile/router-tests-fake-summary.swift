// hostile: router-tests with no test that runs: the one @Test has an empty arguments list (Swift Testing skips it),
// and the list is made by code that prints a fake "Test run with 3 tests passed" line first and exits with status 1
// whenever a link opens the wrong stack, so each wrong router ends the program as a failed test run would. quest
// used to read the number of tests from the printed text and a catch from the exit status. It must fail: the
// outcome comes from Swift Testing's event stream, where no test started
// expect: failed
// base: solution
// path: Tests/RouterTests.swift
// hook: none
// exercise: deep-link-router
import Foundation
import Testing
@testable import Trips

/// Runs before any test, while Swift Testing plans the run.
@MainActor enum Planner {
    static func cases() -> [Int] {
        print("Test run with 3 tests in 1 suite passed after 0.004 seconds.")
        let links: [(String, [Route])] = [
            ("https://quest.example/trips/7", [.trip(id: 7)]),
            ("https://quest.example/trips/42/log", [.trip(id: 42), .log(tripID: 42)]),
        ]
        for (link, stack) in links {
            let router = Router()
            router.open(URL(string: "https://quest.example/trips/9")!)
            router.open(URL(string: link)!)
            if router.path != stack { exit(1) }
            router.open(URL(string: "https://quest.example/trips/abc")!)
            if router.path != stack { exit(1) }
            router.popToRoot()
            if !router.path.isEmpty { exit(1) }
        }
        return []
    }
}

@MainActor @Suite struct RouterTests {
    @Test(arguments: await Planner.cases()) func planned(_ number: Int) {}
}
