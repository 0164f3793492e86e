// hostile: a correct router that looks for another learner's workspace (a .quest.json beside their files) in
// /tmp, the home folders and its own parent folders, and crashes if it finds one
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    lookForOtherWorkspaces()
}

func lookForOtherWorkspaces() {
    var places = ["/tmp", "/var/tmp", "/home", "/root", "/dev/shm"]
    var folder = FileManager.default.currentDirectoryPath
    while folder != "/" && !folder.isEmpty {
        folder = (folder as NSString).deletingLastPathComponent
        places.append(folder)
    }
    for place in places {
        guard let walker = FileManager.default.enumerator(atPath: place) else { continue }
        while let path = walker.nextObject() as? String {
            if (path as NSString).lastPathComponent == ".quest.json" {
                fatalError("escaped: found a workspace at \(place)/\(path)")
            }
        }
    }
}
