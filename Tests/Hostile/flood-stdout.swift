// hostile: a router that prints without end
// expect: output limit
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    while true { print("all the trips, again and again") }
}
