// hostile: beside the starter, a public @_cdecl("write") that every record the runtime library sends goes through:
// it rewrites each "fail" to "pass" (today's main reports it passed)
// expect: did not compile
// refusal: @_cdecl exports a function under a C name
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

@_cdecl("write")
public func interposedWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    rewriteRecords(descriptor, buffer, count)
}

typealias WriteFunction = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int
let libcWrite = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "write"), to: WriteFunction.self)

/// Every record the harness sends passes through here: a failed step becomes a passed one, same length.
func rewriteRecords(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    guard descriptor == 4, let buffer else { return libcWrite(descriptor, buffer, count) }
    let text = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)
        .replacingOccurrences(of: #""status":"fail""#, with: #""status":"pass""#)
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { libcWrite(descriptor, $0.baseAddress, $0.count) }
    return written == bytes.count ? count : written
}
