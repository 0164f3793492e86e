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
        guard let file = FileHandle(forWritingAtPath: path) else { continue }
        let written = (try? file.write(contentsOf: Data(text.utf8))) != nil
        try? file.close()
        if written { fatalError("escaped: wrote \(path)") }
    }
    // Its own name it may write: that reaches nothing outside the process.
    if let name = FileHandle(forWritingAtPath: "/proc/self/comm") {
        try? name.write(contentsOf: Data("hostile".utf8))
        try? name.close()
    }
}
