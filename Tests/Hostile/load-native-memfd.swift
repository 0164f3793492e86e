// hostile: a correct router that builds a C library with the run's own gcc, has python3 copy it into a memfd (whose
// file lives on no mount the sandbox controls) and loads it into the harness through a bundle whose executable is a
// link to /proc/PID/fd/N. memfd_create is refused by the run's system call filter, and no place the run can write may
// hold a program, so nothing loads; a constructor that did run would end the run before any check, never a pass
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    loadFromMemory()
}

func loadFromMemory() {
    let source = """
        #include <unistd.h>
        __attribute__((constructor)) static void escape(void) { write(2, "native code runs in the harness\\n", 32); _exit(42); }

        """
    let folder = NSHomeDirectory()
    let library = folder + "/escape.so"
    guard (try? source.write(toFile: folder + "/escape.c", atomically: false, encoding: .utf8)) != nil else { return }
    let compiler = Process()
    compiler.executableURL = URL(fileURLWithPath: "/usr/bin/gcc")
    compiler.arguments = ["-shared", "-fPIC", "-o", library, folder + "/escape.c"]
    compiler.standardError = FileHandle.nullDevice
    guard (try? compiler.run()) != nil else { return }
    compiler.waitUntilExit()
    guard FileManager.default.fileExists(atPath: library) else { return }
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    holder.arguments = ["-c", """
        import os, sys, time
        memory = os.memfd_create("escape")
        os.write(memory, open(sys.argv[1], "rb").read())
        print(os.getpid(), memory, flush=True)
        time.sleep(30)
        """, library]
    let answer = Pipe()
    holder.standardOutput = answer
    holder.standardError = FileHandle.nullDevice
    guard (try? holder.run()) != nil else { return }
    defer { holder.terminate() }
    let words = String(decoding: answer.fileHandleForReading.availableData, as: UTF8.self).split(separator: " ")
    guard words.count == 2 else { return }
    let memory = "/proc/\(words[0])/fd/\(words[1].trimmingCharacters(in: .whitespacesAndNewlines))"
    let bundle = folder + "/Escape.bundle"
    try? FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(atPath: bundle + "/Escape", withDestinationPath: memory)
    // Where a memfd may be made, this line is never passed: the constructor exits.
    _ = try? Bundle(path: bundle)?.loadAndReturnError()
}
