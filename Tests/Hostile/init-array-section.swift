// hostile: beside the starter, a function pointer placed in .init_array with @section and @used (Swift 6.3 accepts
// both): the loader runs it before main, while the secret's descriptor is still open, and it writes a whole
// passing transcript (today's main reports it passed)
// expect: did not compile
// refusal: @section places a value in an object-file section
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

@section(".init_array") @used
let runsBeforeMain: @convention(c) () -> Void = { stealSecretAndForge() }

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
