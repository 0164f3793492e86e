// hostile: a correct router that needs no compiler: it copies a library the machine has (libm) into each place it
// can write, under a bundle's executable name, and loads it with Bundle.load (dlopen). Loading it proves that any
// bytes the run writes could be mapped as code beside the harness's secret, so a load that succeeds crashes the run;
// every writable place is noexec (and without a private world nothing can be written), so none loads
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    loadCopiedLibrary()
}

func loadCopiedLibrary() {
    let candidates = ["/usr/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/aarch64-linux-gnu/libm.so.6", "/lib64/libm.so.6"]
    guard let library = candidates.first(where: FileManager.default.fileExists(atPath:)) else { return }
    for folder in [NSHomeDirectory(), "/tmp", "/var/tmp", "/dev/shm"] {
        let bundle = folder + "/Copied.bundle"
        guard (try? FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(atPath: library, toPath: bundle + "/Copied")) != nil
        else { continue }
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle + "/Copied")
        if (try? Bundle(path: bundle)?.loadAndReturnError()) != nil {
            fatalError("a library written to \(folder) was loaded as code")
        }
    }
}
