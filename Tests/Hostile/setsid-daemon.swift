// hostile: a correct router that starts a detached child in a session of its own, meant to outlive the check
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    startDaemon()
}

func startDaemon() {
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", "setsid sleep 31337 < /dev/null > /dev/null 2>&1 &"]
    var argv = arguments.map { strdup($0) } + [nil]
    posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
}
