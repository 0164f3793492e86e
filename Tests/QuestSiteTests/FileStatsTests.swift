import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import QuestSite
import Testing

/// The stat-first change check: a file whose stat is the one recorded is answered with the recorded digest, unread;
/// a damaged line of the record never stands for a file.
@Suite("file stats")
struct FileStatsTests {
    /// A folder holding `lesson.md` and a `file-stats` record whose lines are `lines(path of lesson.md, its stamp)`.
    private static func folder(lines: (String, FileStats.Stamp) -> [String], modified: Int? = nil) throws -> (URL, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("lesson.md").path
        try Data("# A lesson\n".utf8).write(to: URL(fileURLWithPath: path))
        if let modified {
            var times = [timespec(tv_sec: modified, tv_nsec: 0), timespec(tv_sec: modified, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        // The change time is now: the record says "trusted" all the same, as a build a second later would have.
        let stamp = try #require(FileStats.Stamp(path: path))
        try Data(lines(path, stamp).joined(separator: "\n").utf8).write(to: folder.appendingPathComponent(FileStats.fileName))
        return (folder, path)
    }

    private static let recorded = String(repeating: "a", count: 64)
    private static let actual = SHA256.hex(of: "# A lesson\n")

    @Test("a recorded stat that matches answers with the recorded digest, among damaged lines")
    func matching() throws {
        let (folder, path) = try Self.folder { path, stamp in
            ["garbage", "1 2 3", "", "\(stamp.line) 1 \(Self.recorded) \(path)", "x y z w v 1 \(Self.recorded) elsewhere"]
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileStats(folder: folder).digest(of: path) == Self.recorded)
    }

    @Test("a file dated before 1970 is recorded and matched like any other")
    func before1970() throws {
        let (folder, path) = try Self.folder(lines: { path, stamp in ["\(stamp.line) 1 \(Self.recorded) \(path)"] }, modified: -5)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = try #require(FileStats.Stamp(path: path))
        #expect(stamp.modified == -5_000_000_000)
        #expect(FileStats(folder: folder).digest(of: path) == Self.recorded)
    }

    @Test("a damaged or untrusted line is not believed: the file is hashed", arguments: [
        "short digest", "untrusted", "bad flag", "sign in the inode", "overflow", "no path separator",
    ])
    func damaged(kind: String) throws {
        let (folder, path) = try Self.folder { path, stamp in
            let rest = "\(stamp.size) \(stamp.modified) \(stamp.changed)"
            return switch kind {
            case "short digest": ["\(stamp.line) 1 \(Self.recorded.dropLast()) \(path)"]
            case "untrusted": ["\(stamp.line) 0 \(Self.recorded) \(path)"]
            case "bad flag": ["\(stamp.line) 2 \(Self.recorded) \(path)"]
            case "sign in the inode": ["\(stamp.device) -\(stamp.inode) \(rest) 1 \(Self.recorded) \(path)"]
            case "overflow": ["\(stamp.device) \(stamp.inode)00000000000000000000 \(rest) 1 \(Self.recorded) \(path)"]
            default: ["\(stamp.line) 1 \(Self.recorded)\(path)"]
            }
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileStats(folder: folder).digest(of: path) == Self.actual)
    }

    @Test("a saved record is read back: the next build answers from it")
    func roundTrip() throws {
        let (folder, path) = try Self.folder(lines: { _, _ in [] }, modified: 1_000_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = FileStats(folder: folder)
        #expect(first.digest(of: path) == Self.actual)
        first.save()
        let text = try String(contentsOf: folder.appendingPathComponent(FileStats.fileName), encoding: .utf8)
        #expect(text.hasSuffix(" \(Self.actual) \(path)\n"))
        // Written a moment ago, so recorded as racy ("0"): hashed again, and the same digest.
        #expect(text.contains(" 0 \(Self.actual) "))
        #expect(FileStats(folder: folder).digest(of: path) == Self.actual)
    }
}
