// hostile: beside the starter, an @_silgen_name definition of QuestChecks.Harness.init(arguments:)'s allocating
// entry point ($s11QuestChecks7HarnessC9argumentsACSaySSG_tcfC, read with nm from the runtime library): the
// generated entry's call binds to it, so it runs before the harness takes the secret (today's main: passed)
// expect: did not compile
// refusal: @_silgen_name gives a declaration a symbol name
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

@_silgen_name("$s11QuestChecks7HarnessC9argumentsACSaySSG_tcfC")
func replacedHarnessInit(_ arguments: [String]) -> Never {
    stealSecretAndForge()
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
