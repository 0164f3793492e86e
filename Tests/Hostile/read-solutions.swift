// hostile: a correct router that looks for the course (lesson Markdown, solution and mutant folders) anywhere on
// the filesystem, and crashes if it can read any of it
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    lookForTheCourse()
}

func lookForTheCourse() {
    let guesses = ["/work", "/root", "/home", "/srv", "/opt", "/tmp", "/var", "/mnt"]
    for guess in guesses {
        guard let walker = FileManager.default.enumerator(atPath: guess) else { continue }
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name == "lesson22.md" || path.hasSuffix("solution/Router.swift") || name == "mutants" {
                fatalError("escaped: read \(guess)/\(path)")
            }
        }
    }
}
