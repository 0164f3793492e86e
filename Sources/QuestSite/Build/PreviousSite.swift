#if canImport(Glibc)
import Glibc
#endif
import Foundation
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

    private func allExist(_ files: [String]) -> Bool {
        // access(2): thousands of files are checked on a rebuild, and FileManager's check cost more than the links.
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
