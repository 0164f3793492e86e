// hostile: a correct router that sends SIGKILL to every process it may signal, again and again for 4 seconds,
// while another learner's correct solution is graded beside it
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    let end = Date().addingTimeInterval(4)
    while Date() < end { kill(-1, SIGKILL) }
}
