// hostile: a correct router that closes stdout and stderr, then prints
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    close(1)
    close(2)
    print("printed to a closed stdout")
}
