// hostile: a correct router that builds a C library with the run's own gcc and loads it into the harness with
// Bundle.load (safe Foundation API, dlopen inside): its constructor would run native code beside the harness's
// secret. Every place the run can write is mounted noexec (and without a private world no file can be written), so
// the library never loads; a constructor that did run would end the run before any check, never a pass
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    loadNativeCode()
}

func loadNativeCode() {
    let source = """
        #include <unistd.h>
        __attribute__((constructor)) static void escape(void) { write(2, "native code runs in the harness\\n", 32); _exit(42); }

        """
    let home = NSHomeDirectory()
    for folder in [home, "/tmp", "/var/tmp", "/dev/shm"] {
        let bundle = folder + "/Escape.bundle"
        guard (try? FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)) != nil,
              (try? source.write(toFile: folder + "/escape.c", atomically: false, encoding: .utf8)) != nil
        else { continue }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/gcc")
        compiler.arguments = ["-shared", "-fPIC", "-o", bundle + "/Escape", folder + "/escape.c"]
        compiler.standardError = FileHandle.nullDevice
        guard (try? compiler.run()) != nil else { continue }
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else { continue }
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle + "/Escape")
        // On a machine without noexec places this line is never passed: the constructor exits.
        _ = try? Bundle(path: bundle)?.loadAndReturnError()
    }
}
