// hostile: beside the starter, an @_silgen_name definition of the standard library's CommandLine.arguments getter
// ($ss11CommandLineO9argumentsSaySSGvgZ): a symbol the executable defines wins over libswiftCore's, for the entry's
// own call and for the runtime library's, so it runs before the harness takes the secret (today's main: passed)
// expect: did not compile
// refusal: @_silgen_name gives a declaration a symbol name
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

@_silgen_name("$ss11CommandLineO9argumentsSaySSGvgZ")
public func replacedArguments() -> [String] {
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
