import Foundation
import QuestCore

/// Where the lessons' outlines are kept between builds: one `CacheEntry` (`outlines`) in the lesson cache's folder,
/// outside the site.
///
/// Its key hashes what an outline is made from besides its lesson's bytes (whose digest each outline holds): quest's
/// version and executable (the parser, the card drafter and the search entries are its code), the lessons folder's
/// layout (the parser checks exercise folders) and the lesson checks run. An outline of another key is never read.
struct OutlineStore: Sendable {
    static let fileName = "outlines"
    /// Bumped when an outline's fields change.
    static let format = 1

    private let entry: CacheEntry?
    private let key: String

    init(options: SiteOptions, layout: String, checks: [any LessonCheck]) {
        entry = options.lessonCache.map { CacheEntry(path: $0.appendingPathComponent(Self.fileName).path) }
        var hasher = SHA256()
        hasher.update(field: "lesson outlines \(Self.format) quest \(options.questVersion) \(LessonLoadCache.executableStamp)")
        hasher.update(field: layout)
        for check in checks { hasher.update(field: String(reflecting: type(of: check))) }
        key = hasher.hexDigest()
    }

    /// The kept outlines by lesson file name; empty when there are none for this key.
    func read() -> [String: LessonOutline] {
        entry?.read([String: LessonOutline].self, key: key) ?? [:]
    }

    /// Keeps `outlines` (by file name) for the next build, unless they are what was read.
    func write(_ outlines: [String: LessonOutline]) {
        entry?.write(outlines, key: key)
    }
}
