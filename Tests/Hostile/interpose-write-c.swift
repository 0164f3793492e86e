// hostile: the same interposed write as interpose-write-cdecl, spelt @c(write), which Swift 6.3 accepts: every
// "fail" record becomes "pass" (today's main reports it passed)
// expect: did not compile
// refusal: @c exports a function under a C name
// base: starter
// hook: none
// exercise: deep-link-router
import Foundation

@c(write)
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
