#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import QuestDecks
import QuestHTML
import Synchronization

/// Hashes of the bytes a build reads: every file under the lessons (`course.md` included) and templates folders, and
/// the options.
///
/// Paths are visited in sorted order and each path is hashed with its contents, so renaming a file changes the
/// fingerprint as much as editing it does. A file whose stat is the one recorded when it was last hashed is not read
/// again (`FileStats`).
public struct InputFingerprint: Sendable {
    /// Everything: when it matches the previous build's, nothing needs doing.
    public var all: String
    /// The templates folder and quest's version: part of every page's key.
    public var templates: String
    /// Each lesson folder file's own digest, by path relative to the folder (`lesson22.md`).
    public var lessonFiles: [String: String] = [:]
    /// The paths of the files and folders under the lessons folder, without their contents: what the parser looks
    /// for besides a lesson's own bytes (exercise folders, check files), so part of the lesson cache's key.
    public var lessonLayout = ""
    /// When each lesson file last changed: the decks stamp it, so it is an input too (committing a file changes its
    /// date from the file's time to the commit's without changing its bytes).
    var lessonDates = LessonDates.fixed(DeckWriter.buildTimestamp())
    /// The SHA-256 of the running quest executable (`ExecutableDigest`): what the outputs were made by. Not part of
    /// `all`, which the site publishes (the same inputs give the same site whichever build of quest made it); the
    /// lesson cache records which executable made the published site (`BuilderRecord`).
    var executable: String

    /// Reads and hashes the inputs named by `options`.
    public init(options: SiteOptions) throws {
        let lessons = options.lessons
        let cacheFolder = options.lessonCache
        let history = Background { LessonDates.history(of: lessons, cacheFolder: cacheFolder) }
        try self.init(options: options, history: history.wait)
    }

    /// `init(options:)` with what git says of the lessons folder asked already (`LessonDates.history`): a build asks
    /// it first of all, so that git's two processes run while everything else is read (their start was 5 to 10 ms of
    /// a one-lesson rebuild's wait when asked here, measured).
    init(options: SiteOptions, history: () -> LessonDates.History) throws {
        let stats = FileStats(folder: options.lessonCache)
        defer { stats.save() }
        executable = ExecutableDigest.current(cacheFolder: options.lessonCache)
        var templateHasher = SHA256()
        templateHasher.update(field: "quest \(options.questVersion)")
        templateHasher.update(field: HighlightTheme.css)
        // What the templates are once layered (a course file over quest's of the same path), not where each came
        // from: the same templates give the same fingerprint from a build folder or an installed quest.
        var layered: [String: String] = [:]
        for folder in options.templateFolders {
            var scratch = SHA256()
            var digests: [String: String] = [:]
            _ = try Self.hashFolder(folder, stats: stats, into: &scratch, digests: &digests)
            layered.merge(digests) { _, course in course }
        }
        for path in layered.keys.sorted() {
            templateHasher.update(field: path)
            templateHasher.update(field: layered[path]!)
        }
        templates = templateHasher.hexDigest()

        var hasher = SHA256()
        hasher.update(field: templates)
        hasher.update(field: options.baseURL ?? "")
        let (paths, folders) = try Self.entries(below: options.lessons)
        // A byte search: `contains("/")` took Foundation's `range(of:)`, 0.7 ms over 500 names (perf).
        let lessonNames = paths.filter { $0.hasSuffix(".md") && !$0.utf8.contains(UInt8(ascii: "/")) }
        let lessonFolders = try Self.hashFiles(paths, folders: folders, in: options.lessons, stats: stats, into: &hasher, digests: &lessonFiles)
        var layout = SHA256()
        for path in lessonFiles.keys.sorted() { layout.update(field: path) }
        for path in lessonFolders { layout.update(field: path + "/") }
        lessonLayout = layout.hexDigest()
        // An empty exercise folder holds no file, but the parser checks that it exists.
        hasher.update(field: lessonLayout)
        lessonDates = LessonDates.dates(of: lessonNames, in: options.lessons, history: history())
        hasher.update(field: String(lessonDates.fallback.timeIntervalSince1970))
        for name in lessonNames {
            hasher.update(field: name + " " + String(lessonDates.date(ofFile: name).timeIntervalSince1970))
        }
        all = hasher.hexDigest()
    }

    /// Adds every regular file below `folder` (hidden ones excepted), in path order, each as its path and digest;
    /// the digests are also returned by path, and the sub-folders' paths, sorted, as the result.
    static func hashFolder(
        _ folder: URL, stats: FileStats? = nil, into hasher: inout SHA256, digests: inout [String: String]
    ) throws -> [String] {
        let (paths, folders) = try entries(below: folder)
        return try hashFiles(paths, folders: folders, in: folder, stats: stats, into: &hasher, digests: &digests)
    }

    /// `hashFolder` for the files and folders already listed by `entries(below:)`.
    static func hashFiles(
        _ paths: [String], folders: [String], in folder: URL, stats: FileStats? = nil, into hasher: inout SHA256,
        digests: inout [String: String]
    ) throws -> [String] {
        // Files are read and hashed on all cores (this runs before anything else can); then fed in path order.
        // Paths are joined as strings: building a `URL` per file cost more than hashing it (measured with perf).
        let root = folder.path + "/"
        let results = Mutex<[Result<String, any Error>?]>(Array(repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result = Result<String, any Error> {
                let path = root + paths[index]
                if let stats {
                    guard let digest = stats.digest(of: path) else {
                        throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
                    }
                    return digest
                }
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
                }
                var file = SHA256()
                file.update(data)
                return file.hexDigest()
            }
            results.withLock { $0[index] = result }
        }
        for (path, result) in zip(paths, results.withLock { $0 }) {
            guard let digest = try result?.get() else { continue }
            digests[path] = digest
            hasher.update(field: path)
            hasher.update(field: digest)
        }
        return folders
    }

    /// Paths of the regular files and of the folders below `folder`, relative to it, each sorted; hidden files and
    /// folders are skipped.
    static func entries(below folder: URL) throws -> (files: [String], folders: [String]) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var paths: [String] = []
        var folders: [String] = []
        var pending = [""]
        let root = folder.path + "/"
        // readdir(3) and its entry types, no call per name: a symbolic link or an unknown type alone is stat'ed,
        // following links as reading does.
        while let relative = pending.popLast() {
            guard let directory = opendir(root + relative) else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: root + relative])
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) || entry.pointee.d_type == UInt8(DT_LNK) {
                    var info = stat()
                    isFolder = stat(root + child, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder {
                    pending.append(child)
                    folders.append(child)
                } else {
                    paths.append(child)
                }
            }
        }
        return (paths.sorted(), folders.sorted())
    }
}
