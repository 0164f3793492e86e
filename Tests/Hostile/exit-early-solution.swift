// hostile: a correct router that calls exit(0) as soon as the router check creates it
// expect: did not finish
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    exit(0)
}
