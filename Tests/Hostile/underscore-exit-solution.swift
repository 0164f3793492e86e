// hostile: a correct router that ends the process with _exit(0), which runs no atexit handler
// expect: did not finish
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    _exit(0)
}
