// hostile: a correct router that writes to /proc: its own name and OOM score, the kernel's sysrq trigger and
// sysctls; it crashes if any write that needs a privilege succeeds
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    writeToProc()
}

func writeToProc() {
    let privileged = [("/proc/self/oom_score_adj", "-1000"), ("/proc/sysrq-trigger", "h"),
                      ("/proc/sys/kernel/hostname", "escaped"), ("/proc/sys/vm/drop_caches", "3")]
    for (path, text) in privileged {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { continue }
        let written = text.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        if written > 0 { fatalError("escaped: wrote \(path)") }
    }
    // Its own name it may write: that reaches nothing outside the process.
    let name = open("/proc/self/comm", O_WRONLY)
    if name >= 0 {
        _ = "hostile".withCString { write(name, $0, strlen($0)) }
        close(name)
    }
}
