// hostile: a correct router that forks until the kernel refuses, every child waiting forever
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    forkUntilRefused()
}

func forkUntilRefused() {
    var children = 0
    while children < 10_000 {
        let pid = fork()
        if pid == 0 {
            while true { pause() }
        }
        if pid < 0 { break }
        children += 1
    }
}
