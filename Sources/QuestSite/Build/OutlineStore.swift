#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import QuestCore
import Synchronization

/// Where the lessons' outlines are kept between builds: one `CacheEntry` per lesson (`outlines/lesson22.md.outline`)
/// beside the lesson cache's folder, outside the site.
///
/// One file per lesson, so that a build writes only the outlines it made (one, when one lesson changed) instead of
/// the whole course's (13.8 MB at 2,000 lessons, written again on every rebuild: a sixth of a one-lesson rebuild's
/// CPU time, measured with perf).
///
/// Each entry's key hashes what an outline is made from besides its lesson's bytes (whose digest each outline holds):
/// quest's version and executable (the parser, the card drafter and the search entries are its code), the lessons
/// folder's layout (the parser checks exercise folders) and the lesson checks run. An outline of another key is never
/// read.
struct OutlineStore: Sendable {
    /// The folder of entries, beside the lesson cache's `lessons/`.
    static let folderName = "outlines"
    static let entrySuffix = ".outline"
    /// Bumped when an outline's fields or `OutlineCodec`'s layout change.
    static let format = 4

    private let folder: String?
    private let key: String

    init(options: SiteOptions, layout: String, checks: [any LessonCheck]) {
        folder = options.lessonCache.map { $0.deletingLastPathComponent().appendingPathComponent(Self.folderName).path }
        var hasher = SHA256()
        hasher.update(field: "lesson outlines \(Self.format) quest \(options.questVersion) \(LessonLoadCache.executableStamp)")
        hasher.update(field: layout)
        for check in checks { hasher.update(field: String(reflecting: type(of: check))) }
        key = hasher.hexDigest()
    }

    private func entry(_ name: String) -> CacheEntry? {
        folder.map { CacheEntry(path: $0 + "/" + name + Self.entrySuffix) }
    }

    /// The kept outlines of the lessons `names` (file names, `lesson22.md`), by name; a lesson without one of this
    /// key is left out. Read on all cores.
    func read(names: [String]) -> [String: LessonOutline] {
        guard folder != nil else { return [:] }
        let found = Mutex<[String: LessonOutline]>([:])
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let name = names[index]
            guard let body = entry(name)?.read(key: key), let outline = OutlineCodec.decode(body) else { return }
            found.withLock { $0[name] = outline }
        }
        return found.withLock { $0 }
    }

    /// Keeps `changed` (the outlines that differ from those read) for the next build, and deletes the entries of
    /// lessons not in `names` (file names: the course's lessons now).
    func write(_ changed: [LessonOutline], keeping names: Set<String>) {
        guard let folder else { return }
        for outline in changed { entry(outline.name)?.write(body: OutlineCodec.encode(outline), key: key) }
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for file in files where file.hasSuffix(Self.entrySuffix) && !names.contains(String(file.dropLast(Self.entrySuffix.count))) {
            unlink(folder + "/" + file)
        }
    }
}
