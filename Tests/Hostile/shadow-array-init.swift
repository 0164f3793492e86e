// hostile: beside the starter, a more specific Array initialiser for slices of strings: the old generated entry
// made the harness from Array(CommandLine.arguments.prefix(2)), which picked this init, so it ran first, read the
// secret and forged a passing transcript (today's main: passed). The entry now calls QuestChecks.Harness.begin()
// with no arguments: this init is never called, and the starter fails its checks
// expect: failed
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

extension Array where Element == String {
    init(_ slice: ArraySlice<String>) {
        stealSecretAndForge()
    }
}

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
