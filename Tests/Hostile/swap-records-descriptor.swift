// hostile: takes the harness's records descriptor for itself: keeps a copy of it (dup), then puts the write end of a
// pipe of its own at its number (dup2, else close and a new pipe that takes the freed number), so
// that the next record the harness writes, secret first, lands where it can read it; a thread waits for that record,
// signs a passing transcript of every planned check with the secret it carries, puts the real descriptor back, writes
// the transcript and exits 0. The filter keeps the descriptor what it is (close, dup2, dup3 and close_range on it
// fail), so no record is ever stolen and the starter's router fails its checks
// expect: failed
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    let records: Int32 = 9
    let saved = dup(records)
    let pipe = Pipe()
    let writeEnd = pipe.fileHandleForWriting.fileDescriptor
    let swapped = dup2(writeEnd, records) == records
    if !swapped, close(records) == 0 {
        // The lowest free number is the one just closed.
        let again = Pipe()
        if again.fileHandleForWriting.fileDescriptor == records { forgeAfterNextRecord(reading: again, restoring: saved) }
        return
    }
    if swapped { forgeAfterNextRecord(reading: pipe, restoring: saved) }
}

/// Waits on a thread for the record the harness writes next, then forges the rest of the run with its secret.
func forgeAfterNextRecord(reading pipe: Pipe, restoring saved: Int32) {
    let reader = pipe.fileHandleForReading
    Thread {
        let data = reader.availableData
        guard let line = data.split(separator: UInt8(ascii: "\n")).first,
              let space = line.firstIndex(of: UInt8(ascii: " ")),
              let object = try? JSONSerialization.jsonObject(with: Data(line[line.index(after: space)...])) as? [String: Any],
              var seq = object["seq"] as? Int
        else { return }
        let secret = String(decoding: line[line.startIndex..<space], as: UTF8.self)
        // The stolen record goes first, so that the grader sees no gap in the sequence.
        var lines = [String(decoding: line, as: UTF8.self)]
        seq += 1
        for step in ["every link opens its stack", "popToRoot() empties the path"] {
            lines.append(#"\#(secret) {"result":{"check":"router","name":"\#(step)","status":"pass"},"seq":\#(seq)}"#)
            seq += 1
        }
        lines.append(#"\#(secret) {"completed":"router","seq":\#(seq)}"#)
        lines.append(#"\#(secret) {"end":true,"seq":\#(seq + 1)}"#)
        _ = dup2(saved, 9)
        FileHandle(fileDescriptor: 9, closeOnDealloc: false).write(Data((lines.joined(separator: "\n") + "\n").utf8))
        _exit(0)
    }.start()
}
