#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import Synchronization
import QuestDecks

/// What the last build left, as one value read before anything is planned: its manifest (each unit's key and files,
/// in `Site/`) and its lessons' outlines (in the lesson cache). A build with neither plans to make everything.
struct PreviousSite: Sendable {
    /// The published site, which reused files are linked from.
    let folder: URL
    let manifest: BuildManifest?
    /// The outlines the last build kept, by lesson file name (`lesson22.md`).
    let outlines: [String: LessonOutline]

    init(folder: URL, manifest: BuildManifest?, outlines: [String: LessonOutline]) {
        self.folder = folder
        self.manifest = manifest
        self.outlines = outlines
    }

    /// Whether the site is the one `inputs` make, every file still there: then nothing needs doing.
    func isBuilt(from inputs: String) -> Bool {
        guard let manifest, manifest.inputs == inputs else { return false }
        return allExist(manifest.files)
    }

    /// Whether `unit`'s files in the previous site were made from `key` and are all still there.
    func hasUnit(_ unit: String, key: String) -> Bool {
        guard let old = manifest?.units[unit], old.key == key else { return false }
        return allExist(old.files)
    }

    /// `hasUnit` for each of `wanted` (unit, key), in order: the files of thousands of units are checked on a rebuild,
    /// on all cores, each by faccessat(2) relative to the open site folder (the site's own path looked up once, not
    /// once per file: with `access(2)` of full paths, the lookups were a third of the plan's time at 2,000 lessons,
    /// measured with perf).
    func hasUnits(_ wanted: [(unit: String, key: String)]) -> [Bool] {
        let candidates = wanted.map { unit, key in manifest?.units[unit].flatMap { old in old.key == key ? old.files : nil } }
        guard candidates.contains(where: { $0 != nil }) else { return wanted.map { _ in false } }
        let site = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard site >= 0 else { return wanted.map { _ in false } }
        defer { close(site) }
        let found = Mutex([Bool](repeating: false, count: wanted.count))
        let chunk = 256
        DispatchQueue.concurrentPerform(iterations: (wanted.count + chunk - 1) / chunk) { part in
            let range = part * chunk..<min(wanted.count, (part + 1) * chunk)
            let present = range.map { index in
                candidates[index].map { files in files.allSatisfy { faccessat(site, $0, F_OK, 0) == 0 } } ?? false
            }
            found.withLock { $0.replaceSubrange(range, with: present) }
        }
        return found.withLock { $0 }
    }

    private func allExist(_ files: [String]) -> Bool {
        // access(2): FileManager's check cost more than the links that follow.
        let site = folder.path + "/"
        return files.allSatisfy { access(site + $0, F_OK) == 0 }
    }

    /// The path of a previous file, when there is a previous site and the file can be read.
    func readablePath(_ path: String) -> String? {
        let full = folder.appendingPathComponent(path).path
        return manifest != nil && access(full, R_OK) == 0 ? full : nil
    }

    /// The cards of an unchanged lesson, read back from the previous site's `SitePath.deckJSON` (which holds every
    /// field of each card) instead of drafting its answers again; nil when that file is missing or unreadable.
    func cards(of slug: String) -> [Card]? {
        struct DeckFile: Decodable { var cards: [Card] }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(SitePath.deckJSON(of: slug))) else { return nil }
        return try? JSONDecoder().decode(DeckFile.self, from: data).cards
    }
}
