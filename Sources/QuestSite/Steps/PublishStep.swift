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
        let kept = Dictionary(outlines.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let previous = loaded.previous.outlines
        let keeping = kept == previous ? nil : Background { store.write(kept, previous: previous) }
        // The manifest names the packages before their jobs are done, so that it is written while the jobs finish.
        var files = Set(tree.files + [OfflineApp.manifestName, OfflineApp.serviceWorkerName])
        for deck in decks where deck.wait != nil { files.insert(deck.path) }
        let offline = OfflineApp(site: loaded.site, build: loaded.fingerprint.all, siteFiles: Array(files))
        guard let worker = templates.assets[OfflineApp.serviceWorkerName] else {
            throw SiteBuildError(step: Self.name, file: nil, message: "no service worker template")
        }
        try tree.write(try offline.manifest(), to: OfflineApp.manifestName)
        try tree.write(try offline.serviceWorker(template: worker), to: OfflineApp.serviceWorkerName)
        let manifest = BuildManifest(inputs: loaded.fingerprint.all, units: loaded.plan.units, files: Array(files))
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
