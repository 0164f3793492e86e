// hostile: a correct router that starts a detached Task whose body is while true {}, spinning on a thread of its
// own while the checks go on; it must not keep the run (or anything) alive once the checks are done
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    Task.detached { while true {} }
}
