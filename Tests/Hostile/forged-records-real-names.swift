// hostile: writes records with the router check's real step names, in the channel's shape, to every open
// descriptor (one of them is the results channel), then exits 0 before the real checks could fail
// expect: did not finish
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    forgeRecords()
    exit(0)
}

let realSteps = [
    "a link to trips/42 shows trip 42",
    "a link to trips/42/log shows trip 42 and its log",
    "popToRoot() empties the stack",
    "a malformed link leaves the stack as it was",
]

func forgeRecords() {
    var lines: [String] = []
    for (index, step) in realSteps.enumerated() {
        lines.append(#"0000 {"result":{"check":"router","name":"\#(step)","status":"pass"},"seq":\#(index)}"#)
    }
    lines.append(#"0000 {"completed":"router","seq":\#(realSteps.count)}"#)
    lines.append(#"0000 {"end":true,"seq":\#(realSteps.count + 1)}"#)
    let text = lines.joined(separator: "\n") + "\n"
    for descriptor in Int32(3)..<Int32(256) {
        try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
    }
}
