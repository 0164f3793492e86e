// hostile: memory-scan-bitcast's attack with every unsafe expression acknowledged with `unsafe`, which strict
// memory safety accepts as written: the parser refuses the acknowledgement itself (today's main: passed)
// expect: did not compile
// refusal: `unsafe` acknowledges memory-unsafe code
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    scanMemoryAndForge()
}

typealias WriteFunction = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int

func writableRegions() -> [(start: UInt, end: UInt)] {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
    return maps.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: " ")
        guard fields.count >= 2, fields[1].hasPrefix("rw") else { return nil }
        let bounds = fields[0].split(separator: "-").compactMap { UInt(String($0), radix: 16) }
        guard bounds.count == 2, bounds[1] - bounds[0] <= 64 << 20 else { return nil }
        return (bounds[0], bounds[1])
    }
}

func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
}

func scanMemoryAndForge() {
    let regions = writableRegions()
    // The secret: 64 lowercase hex digits, the start of an array's storage (32 bytes after the storage's start).
    var secretStorage: UInt?
    var secret = ""
    search: for region in regions {
        let memory = unsafe UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: region.start), count: Int(region.end - region.start))
        var run = 0
        for index in 0..<memory.count {
            if unsafe isHexDigit(memory[index]) { run += 1; continue }
            if run == 64, unsafe memory[index] == 0, (region.start + UInt(index - 64)) % 8 == 0 {
                secretStorage = region.start + UInt(index - 64) - 32
                secret = unsafe String(decoding: memory[(index - 64)..<index], as: UTF8.self)
                break search
            }
            run = 0
        }
    }
    guard let secretStorage else { return }
    // The channel object holds a pointer to that storage, then the records descriptor (4), then the sequence.
    for region in regions {
        let words = unsafe UnsafeBufferPointer(start: UnsafePointer<UInt>(bitPattern: region.start), count: Int(region.end - region.start) / 8)
        for index in unsafe 0..<(words.count - 2) where unsafe words[index] == secretStorage && words[index + 1] & 0xffff_ffff == 4 {
            unsafe forge(secret: secret, from: Int(words[index + 2]))
        }
    }
}

func forge(secret: String, from sequence: Int) {
    let write = unsafe unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "write"), to: WriteFunction.self)
    let steps = ["a link to trips/42 shows trip 42", "popToRoot() empties the path"]
    var bodies = steps.enumerated().map { index, step in
        #"{"result":{"check":"router","name":"\#(step)","status":"pass"},"seq":\#(sequence + index)}"#
    }
    bodies.append(#"{"completed":"router","seq":\#(sequence + steps.count)}"#)
    bodies.append(#"{"end":true,"seq":\#(sequence + steps.count + 1)}"#)
    for body in bodies {
        let line = Array((secret + " " + body + "\n").utf8)
        _ = unsafe line.withUnsafeBytes { unsafe write(4, $0.baseAddress, $0.count) }
    }
    exit(0)
}
