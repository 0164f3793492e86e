// hostile: no unsafe code at all: walks with Mirror every value learner code can reach (its own router, the main
// thread's dictionary, the run loop, the main operation queue, user defaults, the process's arguments and environment,
// /proc/self/cmdline and environ), takes every string or byte array that could be the run's secret, and writes
// records with the real step names signed with each candidate to every open descriptor, then exits 0 before the real
// checks could fail. Nothing the learner can reach holds the secret (the harness object and its channel are local to
// the entry point), so no line is believed
// expect: did not finish
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    var candidates: Set<String> = []
    var seen: Set<ObjectIdentifier> = []
    let roots: [Any] = [
        Thread.current, Thread.current.threadDictionary, RunLoop.main, OperationQueue.main, UserDefaults.standard,
        UserDefaults.standard.dictionaryRepresentation(), ProcessInfo.processInfo.arguments,
        ProcessInfo.processInfo.environment, NotificationCenter.default, Bundle.main, FileManager.default,
    ]
    for root in roots { collect(root, depth: 0, into: &candidates, seen: &seen) }
    for file in ["/proc/self/cmdline", "/proc/self/environ"] {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        for part in text.split(whereSeparator: { $0 == "\0" || $0 == "=" || $0 == " " || $0 == ":" }) {
            candidates.insert(String(part))
        }
    }
    forgeRecords(signedWith: candidates.filter { $0.count >= 8 && $0.count <= 256 && !$0.contains("\n") })
    exit(0)
}

/// Every string, and every byte array read as UTF-8, reachable from `value` by reflection.
func collect(_ value: Any, depth: Int, into candidates: inout Set<String>, seen: inout Set<ObjectIdentifier>) {
    guard depth < 8, candidates.count < 20_000 else { return }
    if let text = value as? String { candidates.insert(text); return }
    if let bytes = value as? [UInt8] { candidates.insert(String(decoding: bytes, as: UTF8.self)); return }
    if let object = value as? AnyObject, type(of: value) is AnyClass {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
    }
    let mirror = Mirror(reflecting: value)
    for child in mirror.children { collect(child.value, depth: depth + 1, into: &candidates, seen: &seen) }
    var parent = mirror.superclassMirror
    while let superclass = parent {
        for child in superclass.children { collect(child.value, depth: depth + 1, into: &candidates, seen: &seen) }
        parent = superclass.superclassMirror
    }
}

let realSteps = [
    "a link to trips/42 shows trip 42",
    "a link to trips/42/log shows trip 42 and its log",
    "popToRoot() empties the stack",
    "a malformed link leaves the stack as it was",
]

func forgeRecords(signedWith secrets: Set<String>) {
    var lines: [String] = []
    for secret in secrets.sorted().prefix(2_000) {
        lines.append(#"\#(secret) {"started":true,"seq":0}"#)
        for (index, step) in realSteps.enumerated() {
            lines.append(#"\#(secret) {"result":{"check":"router","name":"\#(step)","status":"pass"},"seq":\#(index + 1)}"#)
        }
        lines.append(#"\#(secret) {"completed":"router","seq":\#(realSteps.count + 1)}"#)
        lines.append(#"\#(secret) {"end":true,"seq":\#(realSteps.count + 2)}"#)
    }
    let text = lines.joined(separator: "\n") + "\n"
    for descriptor in Int32(3)..<Int32(256) {
        try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
    }
}
