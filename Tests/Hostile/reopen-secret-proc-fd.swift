// hostile: looks for the harness's secret again after the harness read it: reopens every descriptor through
// /proc/self/fd (a pipe reopened there reads what is left in it), reads /proc/self/environ, cmdline and auxv-free
// text files, and signs forged passing records with every hex word it finds, written to every open descriptor;
// then lets the real checks run: a record that does not verify ends the run (did not finish), never a pass
// expect: did not finish
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    var found = Set<String>()
    var places = ["/proc/self/environ", "/proc/self/cmdline", "/proc/self/status", "/proc/self/stat"]
    places += (0..<256).map { "/proc/self/fd/\($0)" }
    for path in places {
        guard let handle = FileHandle(forReadingAtPath: path) else { continue }
        let data = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        try? handle.close()
        let text = String(decoding: data, as: UTF8.self)
        for word in text.split(whereSeparator: { !$0.isHexDigit }) where word.count >= 16 {
            found.insert(String(word))
        }
    }
    let steps = [
        "a link to trips/42 shows trip 42",
        "a link to trips/42/log shows trip 42 and its log",
        "popToRoot() empties the stack",
        "a malformed link leaves the stack as it was",
    ]
    for key in found.sorted() + ["0000"] {
        var lines: [String] = []
        for (index, step) in steps.enumerated() {
            lines.append(#"\#(key) {"result":{"check":"router","name":"\#(step)","status":"pass"},"seq":\#(index + 1)}"#)
        }
        let bytes = Data((lines.joined(separator: "\n") + "\n").utf8)
        for descriptor in Int32(3)..<Int32(256) {
            try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
        }
    }
}
