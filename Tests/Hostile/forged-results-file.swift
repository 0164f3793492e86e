// hostile: the starter, writing a results.json full of passes (invented step names) wherever a grader might read
// one, then exiting 0 (the old grader reported it passed)
// expect: did not finish
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    forgeResultsFiles()
    exit(0)
}

/// What the old grader read from the sandbox home: a file the learner's code could write too.
let forgedResults = #"{"results":[{"check":"router","name":"everything works","status":"pass"}]}"#

func forgeResultsFiles() {
    let folders = [FileManager.default.currentDirectoryPath, NSHomeDirectory(), NSTemporaryDirectory(), "/tmp"]
    for folder in folders {
        try? forgedResults.write(toFile: folder + "/results.json", atomically: true, encoding: .utf8)
    }
    for argument in CommandLine.arguments.dropFirst() {
        try? forgedResults.write(toFile: argument, atomically: true, encoding: .utf8)
    }
}
