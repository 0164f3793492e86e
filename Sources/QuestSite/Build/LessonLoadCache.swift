#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore

/// `quest build`'s lesson cache: what parsing each lesson file gave, one file per lesson in `.quest-cache/lessons/`
/// beside the lessons folder (outside the site, so publishing never copies it and deleting it costs only time).
///
/// Each is a `CacheEntry` holding the parse result. The key hashes everything the parse reads: the file's path as
/// named and its bytes (by their SHA-256, which the build's fingerprint has already taken), which files and folders
/// exist under the lessons folder (the parser looks for exercise folders and check files), quest's version and the
/// running executable itself, so a rebuilt quest never trusts what an older parser wrote. An entry that is missing,
/// of another key, or unreadable is a miss: the lesson is parsed and the entry written again.
struct LessonLoadCache: LessonCache {
    /// Where entries live, relative to the lessons folder's parent.
    static let folderName = ".quest-cache/lessons"
    /// Bumped when an entry's layout changes.
    static let format = 2

    let folder: URL
    /// The key's part shared by every lesson of this build.
    let context: String
    /// The SHA-256 of each lesson file by name, as the build's fingerprint read it: looking an entry up needs no
    /// second hash of the file.
    let fileDigests: [String: String]

    /// - Parameter layout: a digest of the paths of the files and folders under the lessons folder.
    init(folder: URL, layout: String, questVersion: String, checksExerciseFolders: Bool, fileDigests: [String: String] = [:]) {
        self.folder = folder
        self.fileDigests = fileDigests
        var hasher = SHA256()
        hasher.update(field: "lesson cache \(Self.format)")
        hasher.update(field: "quest \(questVersion) \(Self.executableStamp)")
        hasher.update(field: layout)
        hasher.update(field: checksExerciseFolders ? "folders checked" : "folders not checked")
        context = hasher.hexDigest()
    }

    /// The running executable's path, size and modification time: a rebuilt quest (same version, new parser) keys
    /// its entries apart from the old one's.
    static let executableStamp: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }()

    /// The key of `source` when its bytes have the SHA-256 `digest`.
    func key(for source: CourseLoader.Source, digest: String) -> String {
        var hasher = SHA256()
        hasher.update(field: context)
        hasher.update(field: source.file)
        hasher.update(field: digest)
        return hasher.hexDigest()
    }

    /// The key of `source` as read now.
    func key(for source: CourseLoader.Source) -> String {
        var file = SHA256()
        file.update(source.data)
        return key(for: source, digest: file.hexDigest())
    }

    private static let entrySuffix = ".cache"

    /// The interview track's cards (`InterviewDeckWriter.cards()`), beside the lessons' entries.
    static let interviewCardsName = "interview-track.cards"

    /// The entry's file: named after the lesson file, so an edit replaces its entry instead of adding one.
    func entryPath(for source: CourseLoader.Source) -> String {
        folder.path + "/" + LessonOutline.fileName(of: source.file) + Self.entrySuffix
    }

    /// Deletes the entries of lesson files that are gone (`names`: the files directly in the lessons folder), so the
    /// cache holds no more entries than the course has lessons.
    func removeEntries(except names: some Sequence<String>) {
        let kept = Set(names.map { $0 + Self.entrySuffix })
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries where entry.hasSuffix(Self.entrySuffix) && !kept.contains(entry) {
            unlink(folder.path + "/" + entry)
        }
    }

    /// The entry for `source`, looked up by the fingerprint's digest of its file when there is one. Should the file
    /// have changed since, the entry found is that of the bytes the fingerprint (and so the manifest) records, and
    /// the next build sees the change.
    func result(for source: CourseLoader.Source) -> LessonParser.Result? {
        let digest = fileDigests[LessonOutline.fileName(of: source.file)]
        return CacheEntry(path: entryPath(for: source)).read(
            LessonParser.Result.self, key: digest.map { key(for: source, digest: $0) } ?? key(for: source)
        )
    }

    func store(_ result: LessonParser.Result, for source: CourseLoader.Source) {
        CacheEntry(path: entryPath(for: source)).write(result, key: key(for: source))
    }
}
