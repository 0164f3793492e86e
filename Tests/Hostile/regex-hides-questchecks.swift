// hostile: beside the starter, a regex literal /"""/ that quest's old lexer read as the start of a multi-line
// string, so it blanked the rest of the file and never saw the enum QuestChecks below, whose Harness the old entry
// made first (with a top-level Harness for the glue): it read the secret and forged a passing transcript (today's
// main: passed)
// expect: did not compile
// refusal: QuestChecks is the grader's own
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

let tripleQuote = /"""/

enum QuestChecks {
    final class Harness {
        init(arguments: [String]) { stealSecretAndForge() }
        func add(_ name: String, _ check: Any) {}
        func run() async -> Int32 { 0 }
    }
}

typealias Harness = QuestChecks.Harness

/// Reads the run's secret from descriptor 3 (still open: the harness has not taken it yet) and forges the results.
func stealSecretAndForge() -> Never {
    let secret = FileHandle(fileDescriptor: 3, closeOnDealloc: false).readDataToEndOfFile()
    forgePassingTranscript(secret: String(decoding: secret, as: UTF8.self), records: 9)
}

/// Every step of the router check as passed, the check completed, the run ended; then exit before any real check.
func forgePassingTranscript(secret: String, records: Int32) -> Never {
    let steps = ["a link to trips/42 shows trip 42", "popToRoot() empties the path"]
    var bodies = steps.enumerated().map { index, step in
        #"{"result":{"check":"router","name":"\#(step)","status":"pass"},"seq":\#(index)}"#
    }
    bodies.append(#"{"completed":"router","seq":\#(steps.count)}"#)
    bodies.append(#"{"end":true,"seq":\#(steps.count + 1)}"#)
    let channel = FileHandle(fileDescriptor: records, closeOnDealloc: false)
    for body in bodies { channel.write(Data((secret + " " + body + "\n").utf8)) }
    exit(0)
}
