// hostile: a correct router that fills every place it can write (home, /tmp, /var/tmp, /dev/shm, the working
// directory, /) with 4 MiB files until the writes fail, then goes on
// expect: passed
// base: solution
// hook: Router
// exercise: deep-link-router
import Foundation

/// The hostile part, run once, when the checks first create the learner's router.
@MainActor func attack() {
    fillEveryWritablePlace()
}

func fillEveryWritablePlace() {
    signal(SIGXFSZ, SIG_IGN)
    let chunk = Data(repeating: 0x51, count: 4 << 20)
    let places = [NSHomeDirectory(), "/tmp", "/var/tmp", "/dev/shm", FileManager.default.currentDirectoryPath, "/", "/dev"]
    for place in places {
        var index = 0
        while index < 10_000 {
            let path = "\(place)/fill-\(index)"
            guard FileManager.default.createFile(atPath: path, contents: nil),
                  let file = FileHandle(forWritingAtPath: path) else { break }
            let written = (try? file.write(contentsOf: chunk)) != nil
            try? file.close()
            if !written { break }
            index += 1
        }
    }
}
