import Foundation
import QuestCore

/// Copies the static files, writes the manifest and the offline files, adds `course.apkg` and `interview.apkg` once
/// their jobs are done, keeps the outlines for the next build, and swaps the finished tree in for the output folder.
struct PublishStep {
    static let name = "Publishing"

    static func headline(_ options: SiteOptions, upToDate: Bool) -> String {
        let folder = options.output.lastPathComponent
        return upToDate ? "\(name) \(folder)/ (up to date, nothing written)" : "\(name) \(folder)/"
    }

    let loaded: LoadedCourse
    let staging: StagingFolder
    let tree: SiteTree

    /// Publishes the site; returns how many files it has. `decks`: each package made by a job of its own
    /// (`CourseDeckJob`, `InterviewDeckJob`), by path, with the job's wait; nil when the package was reused.
    func run(outlines: [LessonOutline], decks: [(path: String, wait: (() throws -> Data)?)]) throws -> Int {
        let templates = loaded.templates
        for name in SiteTemplates.assets.sorted() where name != OfflineApp.serviceWorkerName {
            if let data = templates.assets[name] { try tree.write(data, to: name) }
        }
        // The outlines are kept while the rest is written: each is a function of its lesson's bytes, so keeping them
        // is right whether or not this build is published.
        let store = loaded.outlineStore
        let previous = loaded.previous.outlines
        // Most are the very outlines read (equal at a glance: their strings and lists are the ones read), so
        // comparing costs little; no dictionary of 2,000 copies is made to compare.
        let changed = outlines.filter { previous[$0.name] != $0 }
        // With none changed, every lesson had an outline before; as many as before, and none kept for a lesson the
        // course no longer has, means none was deleted either.
        let kept = loaded.keptOutlines
        let unchanged = changed.isEmpty && previous.count == outlines.count
            && kept.packed.union(kept.entries).isSubset(of: outlines.map(\.name))
        let keeping = unchanged ? nil : Background { store.write(changed, all: outlines, previous: kept) }
        // The manifest names the packages before their jobs are done, so that it is written while the jobs finish.
        // Sorted once here: the service worker's list and the manifest keep this order, and sorting a sorted list
        // again costs one pass (it cost three sorts of 12,000 names at 2,000 lessons, measured).
        var named = tree.paths
        named.formUnion([OfflineApp.manifestName, OfflineApp.serviceWorkerName])
        for deck in decks where deck.wait != nil { named.insert(deck.path) }
        let files = named.sorted()
        let offline = OfflineApp(site: loaded.site, build: loaded.fingerprint.all, siteFiles: files)
        guard let worker = templates.assets[OfflineApp.serviceWorkerName] else {
            throw SiteBuildError(step: Self.name, file: nil, message: "no service worker template")
        }
        try tree.write(try offline.manifest(), to: OfflineApp.manifestName)
        try tree.write(try offline.serviceWorker(template: worker), to: OfflineApp.serviceWorkerName)
        let manifest = BuildManifest(inputs: loaded.fingerprint.all, units: loaded.plan.units, files: files)
        try tree.write(try manifest.encoded(), to: BuildManifest.fileName)
        for (path, wait) in decks {
            guard let wait else { continue }
            do {
                try tree.write(try wait(), to: path)
            } catch {
                throw SiteBuildError(step: DecksStep.name, file: path, message: FileProblem.sentence(for: error))
            }
        }
        keeping?.wait()
        staging.removeLeftovers(written: tree.paths, usedFolders: tree.usedFolders)
        // What each file is now, before the swap (which changes no file's stat), so that the next build can tell a
        // file changed since from one it may reuse.
        let fingerprint = loaded.fingerprint
        let published = PublishedFiles(
            build: PublishedFiles.buildName(executable: fingerprint.executable, inputs: fingerprint.all), files: manifest.files,
            in: staging.staging, known: tree.keptStamps
        )
        try staging.commit()
        loaded.builder.record(staging.output, inputs: fingerprint.all, by: fingerprint.executable, published: published)
        return files.count
    }
}
