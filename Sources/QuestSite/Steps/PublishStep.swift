import Foundation
import QuestCore

/// Copies the static files, writes the manifest, adds `course.apkg` once its job is done, and swaps the finished tree
/// in for the output folder.
struct PublishStep: BuildStep {
    let name = "Publishing"

    func headline(_ context: BuildContext) -> String {
        let folder = context.options.output.lastPathComponent
        return context.upToDate ? "\(name) \(folder)/ (up to date, nothing written)" : "\(name) \(folder)/"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else {
            context.report.upToDate = true
            context.report.files = context.previous?.files.count ?? 0
            return
        }
        let tree = try require(context.tree, "site folder to publish")
        let staging = try require(context.staging, "staging folder")
        let templates = try require(context.templates, "compiled templates")
        let fingerprint = try require(context.fingerprint, "input fingerprint")
        for name in SiteTemplates.assets.sorted() where name != OfflineApp.serviceWorkerName {
            if let data = templates.assets[name] { try tree.write(data, to: name) }
        }
        // The manifest names `course.apkg` before its job is done, so that it is written while the job finishes.
        let courseDeck = context.courseDeck()
        var files = Set(tree.files + [OfflineApp.manifestName, OfflineApp.serviceWorkerName])
        if courseDeck != nil { files.insert(SitePath.courseDeck) }
        let offline = OfflineApp(site: context.site, build: fingerprint.all, siteFiles: Array(files))
        let worker = try require(templates.assets[OfflineApp.serviceWorkerName], "service worker template")
        try tree.write(try offline.manifest(), to: OfflineApp.manifestName)
        try tree.write(try offline.serviceWorker(template: worker), to: OfflineApp.serviceWorkerName)
        let manifest = BuildManifest(inputs: fingerprint.all, units: context.units, files: Array(files))
        try tree.write(try manifest.encoded(), to: BuildManifest.fileName)
        if let courseDeck {
            do {
                try tree.write(try courseDeck.wait(), to: SitePath.courseDeck)
            } catch {
                throw SiteBuildError(step: DecksStep().name, file: SitePath.courseDeck, message: FileProblem.sentence(for: error))
            }
        }
        staging.removeLeftovers(written: tree.paths, usedFolders: tree.usedFolders)
        try staging.commit()
        context.report.files = files.count
    }
}
