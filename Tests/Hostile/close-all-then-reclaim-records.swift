// hostile (my own, after guarding the records descriptor): closes every descriptor from 3 to 255 one by one, as a
// daemon does, then opens pipes until one lands on the records' number (9), so that the harness's next record would
// go into a pipe the program reads. The filter makes close(9) a no-op: the number is never free, no pipe lands on
// it, and the forged line the program then writes there without the secret ends the trust in the run
// expect: did not finish
// base: starter
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    for descriptor in Int32(3)..<Int32(256) { _ = close(descriptor) }
    var pipes: [Pipe] = []
    var reclaimed = false
    for _ in 0..<16 {
        let pipe = Pipe()
        pipes.append(pipe)
        if pipe.fileHandleForWriting.fileDescriptor == 9 || pipe.fileHandleForReading.fileDescriptor == 9 { reclaimed = true }
    }
    let line = reclaimed ? "" : #"0000 {"result":{"check":"router","name":"every link opens its stack","status":"pass"},"seq":1}"# + "\n"
    try? FileHandle(fileDescriptor: 9, closeOnDealloc: false).write(contentsOf: Data(line.utf8))
    if reclaimed { _exit(0) }
}
