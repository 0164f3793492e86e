// hostile: beside the starter, a public @_cdecl("read") that the runtime library's read of the secret calls
// instead of libc's: it takes the secret as the harness reads it and writes a whole passing transcript (today's
// main reports it passed, 16 steps)
// expect: did not compile
// refusal: @_cdecl exports a function under a C name
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

typealias ReadFunction = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int
let libcRead = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "read"), to: ReadFunction.self)

@_cdecl("read")
public func interposedRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    let result = libcRead(descriptor, buffer, count)
    // The secret is on descriptor 3 and the records go to 9 (`harness 3:9 …`).
    guard descriptor == 3, result > 0, let buffer else { return result }
    let secret = String(decoding: UnsafeRawBufferPointer(start: buffer, count: result), as: UTF8.self)
    forgePassingTranscript(secret: secret, records: 9)
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
