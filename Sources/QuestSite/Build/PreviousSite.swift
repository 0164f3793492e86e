#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore
import QuestDecks

/// What the last build left, as one value read before anything is planned: its manifest (each unit's key and files,
/// in `Site/`), what each of its files was when it was published (`PublishedFiles`) and its lessons' outlines (in the
/// lesson cache). A build with neither plans to make everything.
///
/// A previous file counts only while it is the one published: there, with the recorded stat. One changed or replaced
/// since makes its unit again, and a package that is not as published is not copied from.
struct PreviousSite: Sendable {
    /// The published site, which reused files are linked from.
    let folder: URL
    let manifest: BuildManifest?
    /// The published files' stats, as the build that published them left them.
    let published: PublishedFiles
    /// The outlines the last build kept, by lesson file name (`lesson22.md`).
    let outlines: [String: LessonOutline]

    init(folder: URL, manifest: BuildManifest?, published: PublishedFiles, outlines: [String: LessonOutline]) {
        self.folder = folder
        self.manifest = manifest
        self.published = published
        self.outlines = outlines
    }

    /// Whether the site is the one `inputs` make, every file there as published: then nothing needs doing.
    func isBuilt(from inputs: String) -> Bool {
        guard let manifest, manifest.inputs == inputs else { return false }
        return intact(manifest.files)
    }

    /// Whether `unit`'s files in the previous site were made from `key` and are all there as published.
    func hasUnit(_ unit: String, key: String) -> Bool {
        guard let old = manifest?.units[unit], old.key == key else { return false }
        return intact(old.files)
    }

    /// `hasUnit` for each of `wanted` (unit, key), in order: the files of thousands of units are checked on a rebuild,
    /// on all cores, each by fstatat(2) relative to the open site folder (the site's own path looked up once, not
    /// once per file: with `access(2)` of full paths, the lookups were a third of the plan's time at 2,000 lessons,
    /// measured with perf).
    func hasUnits(_ wanted: [(unit: String, key: String)]) -> [Bool] {
        let candidates = wanted.map { unit, key in manifest?.units[unit].flatMap { old in old.key == key ? old.files : nil } }
        guard candidates.contains(where: { $0 != nil }) else { return wanted.map { _ in false } }
        if published.looked { return candidates.map { files in files.map { published.intact($0, in: -1) } ?? false } }
        let site = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard site >= 0 else { return wanted.map { _ in false } }
        defer { close(site) }
        return candidates.concurrentMap { files in files.map { published.intact($0, in: site) } ?? false }
    }

    private func intact(_ files: [String]) -> Bool {
        if published.looked { return published.intact(files, in: -1) }
        let site = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard site >= 0 else { return false }
        defer { close(site) }
        return published.intact(files, in: site)
    }

    /// The path of a previous file, when there is a previous site and the file is there as published.
    func readablePath(_ path: String) -> String? {
        guard manifest != nil, intact([path]) else { return nil }
        let full = folder.appendingPathComponent(path).path
        return access(full, R_OK) == 0 ? full : nil
    }

    /// Whether the previous site's deck of `lesson` is the one `cards` make: its outline has the lesson's number,
    /// title and summary (the deck's name and description) and its deck file, there as published, has these cards.
    func holdsDeck(of lesson: Lesson, cards: [Card]) -> Bool {
        guard let outline = outlines[LessonOutline.fileName(of: lesson.file)], outline.slug == lesson.slug,
              outline.number == lesson.number, outline.title == lesson.title, outline.summary == lesson.summary,
              readablePath(SitePath.deckJSON(of: lesson.slug)) != nil else { return false }
        return self.cards(of: lesson.slug) == cards
    }

    /// The cards of an unchanged lesson, read back from the previous site's `SitePath.deckJSON` (which holds every
    /// field of each card) instead of drafting its answers again; nil when that file is missing or unreadable.
    func cards(of slug: String) -> [Card]? {
        struct DeckFile: Decodable { var cards: [Card] }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(SitePath.deckJSON(of: slug))) else { return nil }
        return try? JSONDecoder().decode(DeckFile.self, from: data).cards
    }
}
