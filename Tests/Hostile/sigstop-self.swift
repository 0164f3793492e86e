// hostile: a correct router that stops its own process with SIGSTOP
// expect: time limit
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    kill(getpid(), SIGSTOP)
}
