import Foundation

/// The latest author time of the commits touching each file below a lessons folder, as `git log` gives it at one
/// commit, kept in quest's build cache between builds (`committed-times`, beside the other cache files).
///
/// Reading the folder's whole history took most of a one-lesson rebuild of a course with a history (0.2 s of 0.43 s
/// for 500 lessons and 1,500 commits, measured), and it grew with every commit, whatever changed. The history below
/// a commit never changes, so the times read at `HEAD` are kept with that commit's id and the folder's path, and used
/// again while `HEAD` is the same commit: a build then only asks git which commit `HEAD` is and which files differ
/// from it. After a commit the history is read again whole, not patched with the new commits' log: where a merge
/// simplifies history, the log of a range is not the difference of two logs, and the dates must be the ones a clean
/// build gives. A shallow clone's history grows without `HEAD` moving (`git fetch --unshallow`), so it is never kept.
struct CommittedTimes: Equatable {
    /// The first line of the cache file; bumped when the layout or what is kept changes.
    static let format = "quest committed times 1"
    /// The cache file's name in the cache folder.
    static let fileName = "committed-times"

    /// The lessons folder's absolute path: `git log --relative` names files relative to it.
    var folder: String
    /// The commit the history was read at.
    var head: String
    /// Seconds since the epoch by path relative to `folder`.
    var times: [String: Int64]

    /// Lines: the format, the folder, the commit, then `seconds path` per file. git quotes a name holding a line
    /// break (`core.quotePath` leaves only bytes above 0x7f alone), so every path fits on its line.
    var encoded: Data {
        var text = "\(Self.format)\n\(folder)\n\(head)\n"
        for path in times.keys.sorted() { text += "\(times[path]!) \(path)\n" }
        return Data(text.utf8)
    }

    init(folder: String, head: String, times: [String: Int64]) {
        self.folder = folder
        self.head = head
        self.times = times
    }

    /// The kept times in `data`; nil when it is not a whole file of this format (it is then read again from git).
    init?(data: Data) {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0] == Self.format, lines.last == "" else { return nil }
        folder = String(lines[1])
        head = String(lines[2])
        var times: [String: Int64] = [:]
        for line in lines[3..<(lines.count - 1)] {
            guard let space = line.firstIndex(of: " "), let seconds = Int64(line[..<space]) else { return nil }
            times[String(line[line.index(after: space)...])] = seconds
        }
        self.times = times
    }

    /// The times of the files below `folder` at its repository's `HEAD` (`head`, already resolved): the kept ones
    /// when `cacheFile` holds that commit's for this folder, else read from git (`log`, which runs
    /// `git log --format=%x01%at --name-only --relative <head> -- .`) and kept, unless `shallow`. Nil when git failed.
    static func read(
        folder: URL, head: String, shallow: Bool, cacheFile: URL?, log: (String) -> String?
    ) -> [String: Int64]? {
        let path = folder.standardizedFileURL.path
        if !shallow, let cacheFile, let data = FileManager.default.contents(atPath: cacheFile.path),
           let kept = CommittedTimes(data: data), kept.folder == path, kept.head == head {
            return kept.times
        }
        guard let output = log(head) else { return nil }
        let times = parse(log: output)
        if !shallow, let cacheFile {
            CacheFile.replace(cacheFile.path, with: CommittedTimes(folder: path, head: head, times: times).encoded)
        }
        return times
    }

    /// The latest time per path in `git log --format=%x01%at --name-only` output.
    static func parse(log: String) -> [String: Int64] {
        var times: [String: Int64] = [:]
        var current: Int64 = 0
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.first == "\u{01}" {
                current = Int64(line.dropFirst()) ?? 0
            } else {
                let name = String(line)
                times[name] = max(times[name] ?? 0, current)
            }
        }
        return times
    }
}
