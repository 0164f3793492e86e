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
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "setsid sleep 31337 < /dev/null > /dev/null 2>&1 &"]
    try? shell.run()
    // Not waitUntilExit(): it spins the main run loop, which the checks hold. The shell returns at once.
    for _ in 0..<100 where shell.isRunning { Thread.sleep(forTimeInterval: 0.01) }
}
